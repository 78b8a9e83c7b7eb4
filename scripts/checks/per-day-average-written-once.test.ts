import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every per-day average divides by the complete days of its window, by one rule written once in
 * contracts/src/reports/per-day-average.ts. This check fails the build when product code divides by
 * a count of days anywhere else (a 14-day report would again count today's unfinished day).
 */
const ROOT = join(import.meta.dirname, '..', '..');
const SCANNED = ['contracts/src', 'projections/src', 'command-api/src', 'workers/src', 'assistant/src', 'imports/src', 'server/src', 'web/src'];
const RULE_FILE = 'contracts/src/reports/per-day-average.ts';
const DIVIDED_BY_DAYS = /\/\s*\(?\s*(\w+\.)*(days|dayCount|daysCount|numberOfDays|loggedDays|\w*[dD]ays\.length|logged\.length)\b/;

function sourceFiles(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' || name === 'dist' ? [] : sourceFiles(path);
    return /\.(ts|tsx|hbs)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

function offences(): string[] {
  return SCANNED.flatMap((folder) => sourceFiles(join(ROOT, folder)))
    .map((file) => relative(ROOT, file))
    .filter((path) => path !== RULE_FILE && !path.includes('/testing/'))
    .flatMap((path) =>
      readFileSync(join(ROOT, path), 'utf8')
        .split('\n')
        .flatMap((line, index) => (!/^\s*(\/\/|\*|\/\*)/.test(line) && DIVIDED_BY_DAYS.test(line) ? [`${path}:${index + 1}: ${line.trim()}`] : [])),
    );
}

describe('per-day averages are divided in one place', () => {
  it('finds no other division by a count of days in product code', () => {
    expect(offences()).toEqual([]);
  });

  it('would catch one, and leaves chart layout alone', () => {
    for (const line of ['(units / days).toFixed(1)', 'total / period.days', 'sum / logged.length', 'carbs / (days)', 'sum / completeDays.length']) expect(DIVIDED_BY_DAYS.test(line), line).toBe(true);
    for (const line of ['const panelWidth = (WIDTH - AXIS - GAP * DAYS) / DAYS;', 'const days = Math.round(hours / 24);', 'DAY_MS / 2']) expect(DIVIDED_BY_DAYS.test(line), line).toBe(false);
  });
});
