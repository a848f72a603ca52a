import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** One line of the table. Figures are kept as numbers for the JSON; `shown` is what is printed. */
export interface Row {
  what: string;
  baseline?: string;
  value: string;
  ratio?: string;
  target?: string;
  /** undefined: a figure without a target (shown for context). */
  met?: boolean;
  /** Raw figures for the JSON file. */
  data?: Record<string, unknown>;
}

export function printTable(rows: Row[]): string {
  const header = ['what', 'baseline', 'this app', 'ratio', 'target', 'met?'];
  const cells = rows.map((row) => [
    row.what,
    row.baseline ?? '',
    row.value,
    row.ratio ?? '',
    row.target ?? '',
    row.met === undefined ? '' : row.met ? 'yes' : 'NO',
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...cells.map((line) => (line[column] ?? '').length)));
  const line = (values: string[]) => `| ${values.map((value, column) => value.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  const separator = `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`;
  const withTargets = rows.filter((row) => row.met !== undefined);
  const met = withTargets.filter((row) => row.met).length;
  return [line(header), separator, ...cells.map(line), '', `${met} of ${withTargets.length} targets met`].join('\n');
}

/** `<name>-<time>.json` and the latest copy (`latest.json` for the benchmark, `<name>-latest.json` for the others). */
export function writeJson(folder: string, content: Record<string, unknown>, name = 'bench'): string {
  mkdirSync(folder, { recursive: true });
  const stamp = new Date()
    .toISOString()
    .replaceAll(':', '-')
    .replace(/\.\d+Z$/, 'Z');
  const file = path.join(folder, `${name}-${stamp}.json`);
  const text = `${JSON.stringify(content, null, 2)}\n`;
  writeFileSync(file, text);
  writeFileSync(path.join(folder, name === 'bench' ? 'latest.json' : `${name}-latest.json`), text);
  return file;
}

export const format = {
  perSecond: (value: number) => `${Math.round(value).toLocaleString('en')} req/s`,
  ms: (value: number) => `${value < 10 ? value.toFixed(1) : Math.round(value).toLocaleString('en')} ms`,
  seconds: (value: number) => `${value.toFixed(1)} s`,
  kb: (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`,
  mb: (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`,
  ratio: (value: number) => (value >= 0.1 ? `${value.toFixed(2)}×` : `${value.toFixed(3)}×`),
  score: (value: number) => value.toFixed(2),
};
