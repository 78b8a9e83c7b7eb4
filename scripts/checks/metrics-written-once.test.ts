import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Band limits, the palette and metric formulas are written once, in contracts/src/glucose-metrics
 * (its README). This check fails the build when one is written anywhere else in product code.
 */
const ROOT = join(import.meta.dirname, '..', '..');
const SCANNED = ['contracts/src', 'projections/src', 'command-api/src', 'workers/src', 'assistant/src', 'server/src', 'web/src'];
const ENGINE = 'contracts/src/glucose-metrics/';

const RULES: { name: string; pattern: RegExp }[] = [
  { name: 'a consensus band limit compared (54, 70, 140, 180, 250 mg/dL)', pattern: /[<>]=?\s*\(?\s*(54|70|140|180|250)(\.\d+)?\b(?!\s*[%)]?\s*[*/])|\b(54|70|140|180|250)\s*[<>]=?\s*[a-z(]/ },
  { name: 'a band limit in 0.1 mg/dL (540, 700, 1400, 1800, 2500)', pattern: /[<>]=?\s*(540|700|1400|1800|2500)\b/ },
  { name: 'a consensus band limit compared in mmol/L (3.0, 3.9, 7.8, 10.0, 13.9)', pattern: /[<>]=?\s*\(?\s*(3\.0|3\.9|7\.8|10\.0|13\.9)\b|\b(3\.0|3\.9|7\.8|10\.0|13\.9)\s*[<>]=?\s*[a-z(]/ },
  { name: 'the GMI formula', pattern: /3\.31\b|0\.02392/ },
  { name: 'the GRI weights', pattern: /\b(2\.4|1\.6)\s*\*\s*\w*(low|high)/i },
  { name: 'a percentile computed', pattern: /function\s+\w*percentile\w*\s*\(/i },
  { name: 'a coefficient of variation computed', pattern: /\bsd\s*\/\s*mean\b|stdev\s*\/\s*mean/i },
  { name: 'a band colour written as a hex literal', pattern: /#(8b1a1a|e53935|2e9d4f|f2b705|e8710a)\b/i },
];

function sourceFiles(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' || name === 'dist' ? [] : sourceFiles(path);
    return /\.(ts|tsx|hbs|css)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

function offences(): string[] {
  const found: string[] = [];
  for (const file of SCANNED.flatMap((folder) => sourceFiles(join(ROOT, folder)))) {
    const path = relative(ROOT, file);
    if (path.startsWith(ENGINE) || path.includes('/testing/')) continue;
    readFileSync(file, 'utf8').split('\n').forEach((line, index) => {
      if (/^\s*(\/\/|\*|\/\*)/.test(line)) return;
      for (const rule of RULES) if (rule.pattern.test(line)) found.push(`${path}:${index + 1}: ${rule.name}: ${line.trim()}`);
    });
  }
  return found;
}

describe('the metrics engine is the only place of band limits and metric formulas', () => {
  it('finds none elsewhere in product code', () => {
    expect(offences()).toEqual([]);
  });

  it('would catch one', () => {
    const line = 'if (value > 180) return "high";';
    expect(RULES.some((rule) => rule.pattern.test(line))).toBe(true);
    expect(RULES.some((rule) => rule.pattern.test('const gmi = 3.31 + 0.02392 * mean;'))).toBe(true);
    expect(RULES.some((rule) => rule.pattern.test('const width = 180 * scale;'))).toBe(false);
    expect(RULES.some((rule) => rule.pattern.test('if (mmol <= 10.0) return "in range";'))).toBe(true);
  });
});
