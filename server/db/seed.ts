/**
 * Demo seed: the personas with realistic Lithuanian data (seed/personas.ts), the funds with two years of daily
 * unit values (seed/funds.ts), their contracts and transactions (seed/ledger.ts), and documents with real PDF
 * content and notifications (seed/documents.ts): everything the portal's read calls show.
 *
 * Runs only on an empty database (no customers) and only when enabled (DEMO_SEED). Dates are relative
 * to `today` (default: today in Lithuania) and every generated number comes from a seeded PRNG, so two
 * seeds with the same `today` produce the same data.
 */
import { todayInLithuania, type IsoDate } from '../../src/domain/calendar-date';
import { hashPassword } from '../auth/password-hash';
import type { Db } from './db';
import { seedAml, seedDocumentsAndNotifications } from './seed/documents';
import { seedFunds, seedInvestmentFunds, seedReferenceData } from './seed/funds';
import { seedApplications, seedContracts, seedInvoices } from './seed/ledger';
import {
  DEMO_PASSWORD_LOGIN,
  DEMO_PERSONAS,
  seedBrokers,
  seedCustomers,
  seedPreviousLogins,
} from './seed/personas';
import type { SeedContext } from './seed/seed-context';

export interface SeedOptions {
  /** The seed's "today"; default today in Lithuania. */
  today?: IsoDate;
  /** Create the demo e-mail links (DEMO_LINK_HASHES); default true. Demo mode only (server/config.ts). */
  demoLinks?: boolean;
}

/** Seeds the demo data when the database has no customers. Returns true when it seeded. */
export async function seedIfEmpty(db: Db, options: SeedOptions = {}): Promise<boolean> {
  const rows = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM customers');
  if ((rows[0]?.count ?? 0) > 0) return false;
  await seedDemoData(db, options);
  return true;
}

export async function seedDemoData(db: Db, options: SeedOptions = {}): Promise<void> {
  const today = options.today ?? todayInLithuania();
  const passwordHash = await hashPassword(DEMO_PASSWORD_LOGIN.password);
  await db.transaction(async (tx) => {
    // Another process may have seeded between the emptiness check and here.
    await tx.query('SELECT pg_advisory_xact_lock($1)', [727_003]);
    const existing = await tx.query<{ count: number }>('SELECT count(*)::int AS count FROM customers');
    if ((existing[0]?.count ?? 0) > 0) return;
    const ctx: SeedContext = {
      tx,
      today,
      demoLinks: options.demoLinks ?? true,
      customerIds: new Map(),
      fundIds: new Map(),
      unitValues: new Map(),
      contractIds: new Map(),
      ledger: new Map(),
    };
    // The order fixes the ids (and so the demo data the tests and screenshots rely on).
    await seedReferenceData(ctx);
    await seedFunds(ctx);
    await seedCustomers(ctx, passwordHash);
    await seedContracts(ctx);
    await seedApplications(ctx);
    await seedDocumentsAndNotifications(ctx);
    await seedInvoices(ctx);
    await seedAml(ctx);
    await seedBrokers(ctx);
    await seedInvestmentFunds(ctx);
    await seedPreviousLogins(ctx);
    await tx.query(`INSERT INTO audit_log (customer_id, action, details) VALUES (NULL, 'seed.demo', $1)`, [
      JSON.stringify({ today, personas: DEMO_PERSONAS.map((persona) => persona.personalCode) }),
    ]);
  });
}
