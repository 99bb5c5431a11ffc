import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../server/auth/password-hash';
import { loadMigrations, migrate } from '../../server/db/migrate';
import { seedIfEmpty } from '../../server/db/seed';
import { DEMO_PERSONAS } from '../../server/db/seed/personas';
import { createTestDb, type TestDb } from './helpers';

let testDb: TestDb;
beforeAll(async () => {
  testDb = await createTestDb();
});
afterAll(async () => {
  await testDb.drop();
});

describe('migrations and seed', () => {
  it('migration files are numbered 0001-0099 for the API and apply once', async () => {
    const migrations = await loadMigrations();
    expect(migrations.length).toBeGreaterThan(0);
    expect(migrations.filter((m) => m.version < 100).map((m) => m.version)).toEqual(
      [...migrations.filter((m) => m.version < 100).map((m) => m.version)].sort((a, b) => a - b),
    );
    const first = await migrate(testDb.db);
    expect(first.length).toBe(migrations.length);
    expect(await migrate(testDb.db)).toEqual([]);
    const recorded = await testDb.db.query<{ version: number }>(
      'SELECT version FROM schema_migrations ORDER BY version',
    );
    expect(recorded.map((r) => r.version)).toEqual(migrations.map((m) => m.version));
  });

  it('seeds the six personas only into an empty database', async () => {
    expect(await seedIfEmpty(testDb.db)).toBe(true);
    expect(await seedIfEmpty(testDb.db)).toBe(false);
    const customers = await testDb.db.query<{ personal_code: string }>(
      'SELECT personal_code FROM customers ORDER BY id',
    );
    expect(customers.map((c) => c.personal_code)).toEqual(DEMO_PERSONAS.map((p) => p.personalCode));
  });

  it('retitles decided applications notified before their titles named the kind and the contract', async () => {
    const retitle = (await loadMigrations()).find((m) => m.name === '0264-application-notice-titles.sql');
    expect(retitle).toBeDefined();
    const [customer] = await testDb.db.query<{ id: number }>(
      `SELECT id FROM customers WHERE personal_code = '30303039914'`,
    );
    // Two rows as the review wrote them before, one other notification that must stay as it is.
    await testDb.db.query(
      `INSERT INTO notifications (customer_id, type, title, title_en, message, message_en) VALUES
         ($1, 'Application', 'Prašymas patvirtintas', 'Application approved',
          'Prašymas sustabdyti įmokas (sutartis 3P-2008813) patvirtintas.',
          'Application to stop contributions (contract 3P-2008813) was approved.'),
         ($1, 'Application', 'Prašymas atmestas', 'Application rejected',
          'Prašymas dėl atostogų nuo įmokų (sutartis 2P-1000001) atmestas: sutarties būklė pasikeitė. Jei reikia, pateikite naują prašymą.',
          'Application for a contribution holiday (contract 2P-1000001) was rejected: the contract has changed. Submit a new application if needed.'),
         ($1, 'ProcessedPayment', 'Prašymas patvirtintas', 'Application approved', 'Kita žinutė.', 'Another message.')`,
      [customer?.id],
    );
    await testDb.db.exec(retitle?.sql ?? '');
    const rows = await testDb.db.query<{ type: string; title: string; title_en: string }>(
      `SELECT type, title, title_en FROM notifications
        WHERE customer_id = $1 AND title_en LIKE 'Application%' ORDER BY id`,
      [customer?.id],
    );
    expect(rows).toEqual([
      {
        type: 'Application',
        title: 'Prašymas sustabdyti įmokas (3P-2008813) patvirtintas',
        title_en: 'Application to stop contributions (3P-2008813) approved',
      },
      {
        type: 'Application',
        title: 'Prašymas dėl atostogų nuo įmokų (2P-1000001) atmestas',
        title_en: 'Application for a contribution holiday (2P-1000001) rejected',
      },
      { type: 'ProcessedPayment', title: 'Prašymas patvirtintas', title_en: 'Application approved' },
    ]);
  });

  it('rolls a failed transaction back completely', async () => {
    await expect(
      testDb.db.transaction(async (tx) => {
        await tx.query(`UPDATE customers SET first_name = 'Changed' WHERE personal_code = '30303039914'`);
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    const rows = await testDb.db.query<{ first_name: string }>(
      `SELECT first_name FROM customers WHERE personal_code = '30303039914'`,
    );
    expect(rows[0]?.first_name).toBe('Jonas');
  });
});

describe('password hashing', () => {
  it('uses scrypt with a per-password salt and verifies in constant time', async () => {
    const a = await hashPassword('Pensija2026');
    const b = await hashPassword('Pensija2026');
    expect(a).toMatch(/^scrypt\$32768\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('Pensija2026', a)).toBe(true);
    expect(await verifyPassword('pensija2026', a)).toBe(false);
    expect(await verifyPassword('Pensija2026', 'garbage')).toBe(false);
  });
});
