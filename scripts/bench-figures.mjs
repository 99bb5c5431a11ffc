// The bench's figures, gathered from the bench's scripts into one table with budget, goal and
// verdict. Each script calls `recordFigure`; when BENCH_FIGURES names a file (scripts/bench.mjs sets it),
// the figure is appended there as one JSON line, and `printFigures` prints them all at the end of the run.
import { appendFileSync, existsSync, readFileSync } from 'node:fs';

/**
 * @typedef {object} Figure
 * @property {string} figure  what was measured
 * @property {number | null} value  null when it could not be measured
 * @property {string} shown  the value as printed (with its unit and any detail)
 * @property {number | null} budget
 * @property {number | null} goal
 * @property {'lower' | 'higher'} better
 * @property {string} [unit]  unit of budget and goal as printed
 */

/** 'within goal', 'within budget', 'OVER BUDGET' or 'not measured'. */
export function verdict(value, budget, goal, better) {
  if (value === null || value === undefined || Number.isNaN(value)) return 'not measured';
  const within = (limit) => limit === null || (better === 'lower' ? value <= limit : value >= limit);
  if (goal !== null && within(goal)) return 'within goal';
  return within(budget) ? 'within budget' : 'OVER BUDGET';
}

/** @param {Figure} figure */
export function recordFigure(figure) {
  const file = process.env.BENCH_FIGURES;
  if (file) appendFileSync(file, `${JSON.stringify(figure)}\n`);
}

/** @returns {Figure[]} */
export function readFigures(file) {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line));
}

/** Prints the table; returns how many figures are over budget or were not measured. */
export function printFigures(figures, heading) {
  const limit = (value, unit) => (value === null ? '-' : `${value}${unit ? ` ${unit}` : ''}`);
  const rows = figures.map((f) => [
    f.figure,
    f.shown,
    limit(f.budget, f.unit),
    limit(f.goal, f.unit),
    verdict(f.value, f.budget, f.goal, f.better),
  ]);
  const header = ['figure', 'measured', 'budget', 'goal', 'verdict'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells) => `  ${cells.map((c, i) => c.padEnd(widths[i])).join('  ')}`.trimEnd();
  console.log(`\n== ${heading} ==`);
  console.log(line(header));
  console.log(line(widths.map((w) => '-'.repeat(w))));
  for (const row of rows) console.log(line(row));
  return rows.filter((row) => row[4] === 'OVER BUDGET' || row[4] === 'not measured').length;
}
