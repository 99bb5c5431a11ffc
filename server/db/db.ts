/**
 * The database seam: one small interface with two implementations, embedded PostgreSQL (PGlite) and a
 * PostgreSQL server through `pg`. Both speak the same SQL dialect, so migrations and queries are shared.
 */
import { PGlite } from '@electric-sql/pglite';
import { createHash } from 'node:crypto';
import pg from 'pg';

/** Anything that can run a parameterised query: the Db itself or an open transaction. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Runs a script of several statements without parameters (migrations, seed). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'pg';
  /** Runs `fn` inside BEGIN/COMMIT; any thrown error rolls back. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * LISTENs on `channel`: `onNotify` gets every committed NOTIFY's payload (from any process on the
   * database; on PGlite before the writing statement's promise resolves). `onLost` is called once if the
   * listening connection fails, after which nothing more is delivered (listen again). Resolves, once the
   * LISTEN is in place, to a function that stops listening. Absent on a Db that cannot listen (a test's
   * wrapper): whoever relies on it then does without.
   */
  listen?(
    channel: string,
    onNotify: (payload: string) => void,
    onLost: () => void,
  ): Promise<() => Promise<void>>;
  /**
   * One statement text as given, or a script of several without parameters, answered with the last
   * statement's rows: the connection adapter of the job queue (pg-boss builds its own SQL, including
   * BEGIN … COMMIT scripts). Absent on a test's wrapper.
   */
  raw?(text: string, values?: readonly unknown[]): Promise<{ rows: unknown[] }>;
  close(): Promise<void>;
}

const CHANNEL_NAME = /^[a-z_][a-z0-9_]*$/;

/**
 * PGlite: data in `dataDir`, or in memory when undefined (tests). PGlite serialises queries internally,
 * and its `transaction` holds an exclusive lock, so concurrent callers are safe.
 */
export async function createPgliteDb(dataDir?: string): Promise<Db> {
  const lite = dataDir ? await PGlite.create(dataDir) : await PGlite.create();
  return {
    kind: 'pglite',
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const result = await lite.query<T>(sql, params as unknown[]);
      return result.rows;
    },
    async transaction<T>(fn: (tx: Queryable) => Promise<T>) {
      return lite.transaction(async (tx) =>
        fn({
          async query<R>(sql: string, params: readonly unknown[] = []) {
            const result = await tx.query<R>(sql, params as unknown[]);
            return result.rows;
          },
          async exec(sql: string) {
            await tx.exec(sql);
          },
        }),
      );
    },
    async exec(sql: string) {
      await lite.exec(sql);
    },
    async raw(text: string, values: readonly unknown[] = []) {
      if (values.length > 0) return { rows: (await lite.query(text, values as unknown[])).rows };
      // Inside PGlite's transaction lock: a script that fails after its own BEGIN is rolled back before
      // any other statement can run in PGlite's one session (its own COMMIT inside is fine: PostgreSQL
      // only warns about the outer one).
      return lite.transaction(async (tx) => {
        const results = await tx.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      });
    },
    async listen(channel: string, onNotify: (payload: string) => void) {
      if (!CHANNEL_NAME.test(channel)) throw new Error(`Invalid channel name ${channel}`);
      // One in-process session: the listener cannot be lost.
      const unlisten = await lite.listen(channel, onNotify);
      return async () => {
        if (!lite.closed) await unlisten();
      };
    },
    async close() {
      await lite.close();
    },
  };
}

interface PgDbOptions {
  connectionString: string;
  /** Schema to use (search_path); tests give each file its own. Created when missing. */
  schema?: string;
  max?: number;
}

// pg: parse int8 (count(*), sums of integers) as JS numbers; every value we store fits.
pg.types.setTypeParser(20, (value) => Number(value));
// pg: keep DATE as the 'yyyy-MM-dd' text, never a local-midnight Date.
pg.types.setTypeParser(1082, (value) => value);

/**
 * Parameterised statements go to PostgreSQL as named prepared statements (the name is a hash of the text),
 * so each pooled connection parses and plans a statement once and reuses it on every later call.
 */
const statementNames = new Map<string, string>();
/** Texts named at most; a text built at run time beyond that goes unnamed (parsed each time). */
const MAX_NAMED_STATEMENTS = 2000;
function statementName(sql: string): string | undefined {
  let name = statementNames.get(sql);
  if (name === undefined) {
    if (statementNames.size >= MAX_NAMED_STATEMENTS) return undefined;
    name = `s_${createHash('sha1').update(sql).digest('hex').slice(0, 24)}`;
    statementNames.set(sql, name);
  }
  return name;
}

function prepared(sql: string, params: readonly unknown[]): pg.QueryConfig {
  const name = params.length > 0 ? statementName(sql) : undefined;
  return name ? { name, text: sql, values: params as unknown[] } : { text: sql, values: params as unknown[] };
}

export async function createPgDb(options: PgDbOptions): Promise<Db> {
  const { schema } = options;
  if (schema && !/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`Invalid schema name ${schema}`);
  if (schema) {
    const admin = new pg.Client({ connectionString: options.connectionString });
    await admin.connect();
    try {
      await admin.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    } finally {
      await admin.end();
    }
  }
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.max ?? 10,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  return {
    kind: 'pg',
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const result = await pool.query(prepared(sql, params));
      return result.rows as T[];
    },
    async transaction<T>(fn: (tx: Queryable) => Promise<T>) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const value = await fn({
          async query<R>(sql: string, params: readonly unknown[] = []) {
            const result = await client.query(prepared(sql, params));
            return result.rows as R[];
          },
          async exec(sql: string) {
            await client.query(sql);
          },
        });
        await client.query('COMMIT');
        return value;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async exec(sql: string) {
      await pool.query(sql);
    },
    async raw(text: string, values: readonly unknown[] = []) {
      const result: pg.QueryResult | pg.QueryResult[] = await pool.query(text, values as unknown[]);
      return { rows: Array.isArray(result) ? (result.at(-1)?.rows ?? []) : result.rows };
    },
    async listen(channel: string, onNotify: (payload: string) => void, onLost: () => void) {
      if (!CHANNEL_NAME.test(channel)) throw new Error(`Invalid channel name ${channel}`);
      // A connection of its own, outside the pool: LISTEN belongs to a session.
      const client = new pg.Client({ connectionString: options.connectionString });
      let done = false;
      const lost = (): void => {
        if (done) return;
        done = true;
        onLost();
        client.end().catch(() => undefined);
      };
      client.on('notification', (message) => {
        if (!done && message.channel === channel) onNotify(message.payload ?? '');
      });
      client.on('error', lost);
      client.on('end', lost);
      try {
        await client.connect();
        await client.query(`LISTEN ${channel}`);
      } catch (error) {
        done = true;
        await client.end().catch(() => undefined);
        throw error;
      }
      return async () => {
        if (done) return;
        done = true;
        await client.end().catch(() => undefined);
      };
    },
    async close() {
      await pool.end();
    },
  };
}

/** Opens the database the environment asks for: DATABASE_URL -> pg, else PGlite in dataDir. */
export async function openDb(config: { databaseUrl?: string; dataDir?: string }): Promise<Db> {
  if (config.databaseUrl) return createPgDb({ connectionString: config.databaseUrl });
  return createPgliteDb(config.dataDir);
}

/**
 * A hot read with integer parameters only (a customer id), planned once per database session.
 *
 * On PostgreSQL every parameterised statement is already a named prepared statement (above). PGlite's
 * `query` parses and plans each call anew (the unnamed statement), which for a statement of many subqueries
 * costs several times its execution; SQL-level `PREPARE` accepts no bind parameters in `EXECUTE`, so the
 * integers are written into the `EXECUTE` (checked to be safe integers: nothing else can reach the text).
 * `name` must be unique per statement text.
 */
const preparedOn = new WeakMap<Db, Set<string>>();

export async function queryPreparedInts<T>(
  db: Db,
  name: string,
  sql: string,
  params: readonly number[],
): Promise<T[]> {
  if (db.kind !== 'pglite') return db.query<T>(sql, params);
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Invalid statement name ${name}`);
  for (const value of params) {
    if (!Number.isSafeInteger(value)) throw new Error(`${name}: integer parameters only`);
  }
  let names = preparedOn.get(db);
  if (!names) {
    names = new Set();
    preparedOn.set(db, names);
  }
  if (!names.has(name)) {
    try {
      await db.exec(`PREPARE ${name} AS ${sql}`);
    } catch (error) {
      // 42P05: already prepared in this session (another Db object over the same PGlite instance).
      if ((error as { code?: string }).code !== '42P05') throw error;
    }
    names.add(name);
  }
  return db.query<T>(`EXECUTE ${name}(${params.join(', ')})`);
}

/** PostgreSQL unique_violation (23505): a unique index refused a row that a parallel transaction made first. */
export const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';
