/**
 * Prints every table of a freshly seeded embedded database, in a stable order, for comparing the demo seed
 * before and after a change to its code: `npx tsx scripts/seed-dump.ts 2026-03-18 > before.txt`.
 * Values that differ between two runs of the same seed (random salts, now()) are printed as their column name;
 * binary values (the PDFs) as their SHA-256.
 */
import { createHash } from 'node:crypto';
import { createPgliteDb } from '../server/db/db';
import { migrate } from '../server/db/migrate';
import { seedDemoData } from '../server/db/seed';
import type { IsoDate } from '../src/domain/calendar-date';

const VARYING = new Set(['password_hash', 'auth_subject', 'applied_at', 'expires_at@link_hashes']);

const today = (process.argv[2] ?? '2026-03-18') as IsoDate;
const db = await createPgliteDb();
await migrate(db);
const before = new Date();
await seedDemoData(db, { today });
const tables = await db.query<{ table_name: string }>(
  `SELECT table_name FROM information_schema.tables
    WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
);
const show = (table: string, column: string, value: unknown): string => {
  if (VARYING.has(column) || VARYING.has(`${column}@${table}`)) return `<${column}>`;
  if (value instanceof Uint8Array) return `sha256:${createHash('sha256').update(value).digest('hex')}`;
  // A timestamp written by now() during this run (a column default) differs between runs.
  if (value instanceof Date && value >= before) return `<now:${column}>`;
  if (value instanceof Date) return value.toISOString();
  return JSON.stringify(value);
};
for (const { table_name: table } of tables) {
  const columns = await db.query<{ column_name: string }>(
    `SELECT column_name FROM information_schema.columns
      WHERE table_schema = current_schema() AND table_name = $1 ORDER BY ordinal_position`,
    [table],
  );
  const names = columns.map((column) => column.column_name);
  const order = names.map((_, index) => String(index + 1)).join(', ');
  const rows = await db.query<Record<string, unknown>>(`SELECT * FROM ${table} ORDER BY ${order}`);
  console.log(`== ${table} (${rows.length})`);
  for (const row of rows)
    console.log(names.map((name) => `${name}=${show(table, name, row[name])}`).join(' | '));
}
await db.close();
