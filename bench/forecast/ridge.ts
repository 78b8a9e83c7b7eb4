/** Normal equations of a least-squares fit, summed one row at a time. */
export class NormalEquations {
  readonly xtx: number[][];
  readonly xty: number[];
  constructor(readonly size: number) {
    this.xtx = Array.from({ length: size }, () => Array<number>(size).fill(0));
    this.xty = Array<number>(size).fill(0);
  }

  add(x: readonly number[], y: number): void {
    for (let i = 0; i < this.size; i++) {
      this.xty[i]! += x[i]! * y;
      for (let j = 0; j < this.size; j++) this.xtx[i]![j]! += x[i]! * x[j]!;
    }
  }

  /** Ridge solution, the penalty on every weight but the first (the intercept). */
  solve(lambda: number): number[] {
    const a = this.xtx.map((row, i) => row.map((v, j) => v + (i === j && i > 0 ? lambda : 0)));
    const b = [...this.xty];
    return gaussianElimination(a, b);
  }
}

function gaussianElimination(a: number[][], b: number[]): number[] {
  const n = b.length;
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let r = col + 1; r < n; r++) if (Math.abs(a[r]![col]!) > Math.abs(a[pivot]![col]!)) pivot = r;
    [a[col], a[pivot]] = [a[pivot]!, a[col]!];
    [b[col], b[pivot]] = [b[pivot]!, b[col]!];
    for (let r = col + 1; r < n; r++) {
      const factor = a[r]![col]! / a[col]![col]!;
      for (let c = col; c < n; c++) a[r]![c]! -= factor * a[col]![c]!;
      b[r]! -= factor * b[col]!;
    }
  }
  const x = Array<number>(n).fill(0);
  for (let r = n - 1; r >= 0; r--) {
    let sum = b[r]!;
    for (let c = r + 1; c < n; c++) sum -= a[r]![c]! * x[c]!;
    x[r] = sum / a[r]![r]!;
  }
  return x;
}
