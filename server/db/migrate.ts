/**
 * Versioned migrations: server/db/migrations/<NNNN-name>.sql, applied in order at start, each in its own
 * transaction, and recorded in schema_migrations. Numbers 0001-0099 belong to the API, 0100 and up to
 * the auth server. A PostgreSQL advisory lock keeps two starting processes from migrating at once.
 */
import { readdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './db';

/** server/db/migrations; MIGRATIONS_DIR overrides it (the bundled server started by scripts/start.mjs). */
export const MIGRATIONS_DIR =
  process.env.MIGRATIONS_DIR || join(dirname(fileURLToPath(import.meta.url)), 'migrations');

const MIGRATION_FILE = /^(\d{4})-[a-z0-9-]+\.sql$/;
const MIGRATION_LOCK_KEY = 727_001;

interface Migration {
  version: number;
  name: string;
  sql: string;
}

export async function loadMigrations(dir = MIGRATIONS_DIR): Promise<Migration[]> {
  const files = (await readdir(dir)).filter((file) => MIGRATION_FILE.test(file)).sort();
  const migrations: Migration[] = [];
  for (const file of files) {
    const version = Number(file.slice(0, 4));
    if (migrations.some((existing) => existing.version === version)) {
      throw new Error(`Duplicate migration number ${version} (${file})`);
    }
    migrations.push({ version, name: file, sql: await readFile(join(dir, file), 'utf8') });
  }
  return migrations;
}

/** Applies pending migrations; returns the names applied. */
export async function migrate(db: Db, dir = MIGRATIONS_DIR): Promise<string[]> {
  const migrations = await loadMigrations(dir);
  await db.exec(
    `CREATE TABLE IF NOT EXISTS schema_migrations (
       version integer PRIMARY KEY,
       name text NOT NULL,
       applied_at timestamptz NOT NULL DEFAULT now()
     )`,
  );
  const applied: string[] = [];
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    const done = new Set(
      (await tx.query<{ version: number }>('SELECT version FROM schema_migrations')).map(
        (row) => row.version,
      ),
    );
    for (const migration of migrations) {
      if (done.has(migration.version)) continue;
      // Statements of one file run through the simple-query protocol (no parameters) inside the transaction.
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        migration.version,
        migration.name,
      ]);
      applied.push(migration.name);
    }
  });
  return applied;
}
