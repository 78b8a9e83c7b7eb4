/** A linear map from a domain onto a range, clamped to the range. */
export function linearScale([d0, d1]: readonly [number, number], [r0, r1]: readonly [number, number]) {
  return (value: number) => {
    const t = Math.min(1, Math.max(0, (value - d0) / (d1 - d0)));
    return round(r0 + t * (r1 - r0));
  };
}

export const round = (value: number) => Math.round(value * 10) / 10;

export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Connects points with straight segments; a null value breaks the line (no data at that time). */
export function linePath(points: readonly { x: number; y: number | null }[]): string {
  let path = '';
  let drawing = false;
  for (const { x, y } of points) {
    if (y === null) {
      drawing = false;
      continue;
    }
    path += `${drawing ? 'L' : 'M'}${round(x)},${round(y)}`;
    drawing = true;
  }
  return path;
}

/** The band between two series, drawn where both have values. */
export function bandPath(points: readonly { x: number; low: number | null; high: number | null }[]): string {
  const runs: { x: number; low: number; high: number }[][] = [[]];
  for (const point of points) {
    if (point.low === null || point.high === null) runs.push([]);
    else runs.at(-1)!.push({ x: point.x, low: point.low, high: point.high });
  }
  return runs
    .filter((run) => run.length > 1)
    .map((run) => {
      const top = run.map((p, i) => `${i === 0 ? 'M' : 'L'}${round(p.x)},${round(p.high)}`).join('');
      const bottom = [...run].reverse().map((p) => `L${round(p.x)},${round(p.low)}`).join('');
      return `${top}${bottom}Z`;
    })
    .join('');
}

/** A chart drawn on a `width` x `height` grid; `fluid` charts scale to the width of their box, keeping their proportions. */
export function svg(width: number, height: number, label: string, body: string, { fluid = false } = {}): string {
  const size = fluid ? 'width="100%" style="display:block"' : `width="${width}" height="${height}"`;
  return `<svg xmlns="http://www.w3.org/2000/svg" ${size} viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label)}" font-family="Helvetica, Arial, sans-serif">${body}</svg>`;
}

export function text(x: number, y: number, content: string, attributes = ''): string {
  return `<text x="${round(x)}" y="${round(y)}" ${attributes}>${escapeXml(content)}</text>`;
}
