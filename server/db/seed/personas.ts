/**
 * The demo seed's people: the personas the README lists (who they are and what each one shows), their
 * contact details, bank accounts, consents and logins, the demo e-mail links, and the brokers.
 */
import { composeIBAN } from 'ibantools';
import { addDays, addMonths } from '../../../src/domain/calendar-date';
import { parsePersonalCode } from '../../../src/domain/personal-code';
import { tokenHash } from '../../auth/crypto-tokens';
import { BANKS } from '../../data/banks';
import type { Queryable } from '../db';
import { insertOne, ts, type SeedContext } from './seed-context';

export const DEMO_PASSWORD_LOGIN = {
  username: 'jonas01',
  password: 'Pensija2026',
  personalCode: '30303039914',
} as const;

/** A registered person who is not a customer yet and logs in by password (so signing asks for an eID confirmation first). */
const DEMO_PASSWORD_JOINER = {
  username: 'ruta001',
  password: 'Pensija2026',
  personalCode: '48506150214',
} as const;

/**
 * Demo e-mail link tokens (demo mode only, DEMO_LINKS): password reset, GDPR consent
 * (/external-gdpr-modification?hash=…&type=1) and advertising send mode for 30303039914; the
 * potential-customer exit (/isejimas-is-bendroves?hash=…, single use) for 50001029996. The reset and exit
 * links work once. Like a real reminder link they expire DEMO_LINK_TTL_HOURS after they were issued (at
 * seeding; a demo-mode start renews the unused ones, see syncDemoLinks); without demo links they are
 * deleted, because their hashes are public.
 */
export const DEMO_LINK_HASHES = {
  passwordReset: 'demo-reset-3f9a2c',
  potentialCustomer: 'demo-exit-7b1d4e',
  gdpr: 'demo-gdpr-5c8e1a',
  notifications: 'demo-notify-2d6f9b',
} as const;

/** Validity of a demo link, the same as a password reminder link's (server/api/link-tokens.ts). */
const DEMO_LINK_TTL_HOURS = 24;

/**
 * Keeps the well-known demo links in step with the configuration: with demo links on, the unused ones are
 * renewed for DEMO_LINK_TTL_HOURS from now (a demo database may be days old); with them off, every demo
 * link is deleted, so a database once seeded in demo mode accepts none of the public hashes.
 */
export async function syncDemoLinks(db: Queryable, enabled: boolean): Promise<void> {
  const hashes = Object.values(DEMO_LINK_HASHES).map((token) => tokenHash(token));
  if (enabled) {
    await db.query(
      `UPDATE link_hashes SET expires_at = now() + make_interval(hours => $2::int)
        WHERE token_hash = ANY($1::text[]) AND used_at IS NULL AND revoked_at IS NULL`,
      [hashes, DEMO_LINK_TTL_HOURS],
    );
  } else {
    await db.query('DELETE FROM link_hashes WHERE token_hash = ANY($1::text[])', [hashes]);
  }
}

/** The potential customer (no contracts) the demo exit link belongs to. */
export const DEMO_EXIT_PERSONAL_CODE = '50001029996';

interface AddressSeed {
  street: string;
  house: string;
  flat: string | null;
  postalCode: string;
  city: 'Vilnius' | 'Kaunas';
}

interface CustomerSeed {
  personalCode: string;
  firstName: string;
  lastName: string;
  /** What the persona shows in the demo (printed at start and listed in the README). */
  shows: string;
  citizenship: string;
  isUsaCitizen: boolean;
  businessAccountStatus: string;
  profileUpdateRequired: boolean;
  epnAgreement: boolean | null;
  assetScoreAgreement: boolean | null;
  mobileIdPhone: string | null;
  emails: string[];
  phones: { primary: string | null; secondary: string | null };
  residence: AddressSeed;
  mailing: AddressSeed | null;
  gdpr: Partial<Record<1 | 4 | 5 | 6, boolean | null>>;
  bankAccounts: { bankCode: string; account: string; isPrimary: boolean }[];
  notificationSettings: [string, string, string, string, boolean];
}

/** A persona as the table below writes it: what sets it apart; everything else is the most common value. */
type PersonaSeed = Pick<
  CustomerSeed,
  'personalCode' | 'firstName' | 'lastName' | 'shows' | 'emails' | 'residence' | 'bankAccounts'
> &
  Partial<Omit<CustomerSeed, 'phones'>> & { phone: string; secondaryPhone?: string };

function persona({ phone, secondaryPhone, ...seed }: PersonaSeed): CustomerSeed {
  return {
    citizenship: 'LT',
    isUsaCitizen: false,
    businessAccountStatus: 'Existing',
    profileUpdateRequired: false,
    epnAgreement: null,
    assetScoreAgreement: null,
    mobileIdPhone: null,
    mailing: null,
    gdpr: {},
    notificationSettings: ['EMail', 'EMail', 'EMail', 'EMail', true],
    ...seed,
    phones: { primary: phone, secondary: secondaryPhone ?? null },
  };
}

const CITY_INFO = {
  Vilnius: { state: 'Vilniaus apskritis', municipality: 'Vilniaus miesto savivaldybė' },
  Kaunas: { state: 'Kauno apskritis', municipality: 'Kauno miesto savivaldybė' },
} as const;

/** The personas, in the order they are inserted (which fixes their ids) and listed. */
export const CUSTOMERS: readonly CustomerSeed[] = [
  persona({
    personalCode: '30303039914',
    firstName: 'Jonas',
    lastName: 'Petrauskas',
    shows:
      'pillar II + III active, AML valid, 2 years of transactions (all 9 operation types), quarterly reports, unread notifications, e-invoice agreement; password login jonas01 / Pensija2026',
    epnAgreement: true,
    assetScoreAgreement: true,
    mobileIdPhone: '+37061234567',
    emails: ['jonas.petrauskas@example.com', 'j.petrauskas@example.org'],
    phone: '+37061234567',
    secondaryPhone: '+37052123456',
    residence: { street: 'Gedimino pr.', house: '9', flat: '12', postalCode: 'LT-01103', city: 'Vilnius' },
    mailing: { street: 'Vilniaus g.', house: '31', flat: '5', postalCode: 'LT-01402', city: 'Vilnius' },
    gdpr: { 1: true, 4: true, 5: false, 6: null },
    bankAccounts: [
      { bankCode: '70440', account: '60000123456', isPrimary: true },
      { bankCode: '73000', account: '10004567890', isPrimary: false },
    ],
    notificationSettings: ['EMailAndSMS', 'EMail', 'EMail', 'EMail', true],
  }),
  persona({
    personalCode: '40504040001',
    firstName: 'Ona',
    lastName: 'Kazlauskienė',
    shows: 'pillar II only, AML invalid (due), profile update required',
    businessAccountStatus: 'Retired',
    profileUpdateRequired: true,
    emails: ['ona.kazlauskiene@example.com'],
    phone: '+37062345678',
    residence: { street: 'Laisvės al.', house: '53', flat: '4', postalCode: 'LT-44309', city: 'Kaunas' },
    gdpr: { 1: null },
    bankAccounts: [{ bankCode: '40100', account: '00005551234', isPrimary: true }],
    notificationSettings: ['Post', 'None', 'PostAndEMail', 'Post', false],
  }),
  persona({
    personalCode: '39901012239',
    firstName: 'Tomas',
    lastName: 'Jankauskas',
    shows: 'USA citizen, pillar III only, AML pending',
    isUsaCitizen: true,
    epnAgreement: true,
    emails: ['tomas.jankauskas@example.com'],
    phone: '+37063456789',
    residence: {
      street: 'Konstitucijos pr.',
      house: '21',
      flat: '45',
      postalCode: 'LT-08130',
      city: 'Vilnius',
    },
    gdpr: { 1: false, 4: false, 5: false, 6: false },
    bankAccounts: [{ bankCode: '32500', account: '00012345678', isPrimary: true }],
    notificationSettings: ['EMail', 'EMail', 'EMail', 'SMS', true],
  }),
  persona({
    personalCode: '50001018865',
    firstName: 'Mantas',
    lastName: 'Stankevičius',
    shows:
      'Mobile-ID +37060000666; pillar III with contributions stopped, registered vacation application, referred by broker PK-1024',
    epnAgreement: false,
    assetScoreAgreement: false,
    mobileIdPhone: '+37060000666',
    emails: ['mantas.stankevicius@example.com'],
    phone: '+37060000666',
    residence: { street: 'Savanorių pr.', house: '192', flat: '17', postalCode: 'LT-44151', city: 'Kaunas' },
    gdpr: { 1: true, 4: null, 5: null, 6: null },
    bankAccounts: [{ bankCode: '73000', account: '10009876543', isPrimary: true }],
    notificationSettings: ['SMS', 'SMS', 'EMail', 'EMailAndSMS', true],
  }),
  persona({
    personalCode: '50001029996',
    firstName: 'Lukas',
    lastName: 'Vaitkus',
    shows: 'not a customer yet: no contracts (login ends in user_not_onboarded)',
    businessAccountStatus: 'Potential',
    mobileIdPhone: '+37064567890',
    emails: ['lukas.vaitkus@example.com'],
    phone: '+37064567890',
    residence: { street: 'Žirmūnų g.', house: '68', flat: '21', postalCode: 'LT-09124', city: 'Vilnius' },
    bankAccounts: [{ bankCode: '70440', account: '60000765432', isPrimary: true }],
  }),
  persona({
    personalCode: '61101012257',
    firstName: 'Gabija',
    lastName: 'Žukauskaitė',
    shows: 'a minor (born 2011)',
    businessAccountStatus: 'Potential',
    emails: ['gabija.zukauskaite@example.com'],
    phone: '+37065678901',
    residence: { street: 'Vytauto pr.', house: '27', flat: '3', postalCode: 'LT-44352', city: 'Kaunas' },
    bankAccounts: [],
  }),
  persona({
    personalCode: '48804121233',
    firstName: 'Rasa',
    lastName: 'Mockutė',
    shows: 'pillar II only, no AML questionnaire yet: joins pillar III through the short AML steps',
    epnAgreement: true,
    emails: ['rasa.mockute@example.com'],
    phone: '+37067712345',
    residence: { street: 'Antakalnio g.', house: '17', flat: '8', postalCode: 'LT-10312', city: 'Vilnius' },
    gdpr: { 1: false },
    bankAccounts: [{ bankCode: '70440', account: '60008123456', isPrimary: true }],
  }),
  persona({
    personalCode: '48503121230',
    firstName: 'Rūta',
    lastName: 'Balčiūnienė',
    shows:
      'pillar II + III accumulating, AML valid, no applications yet: the applications journeys (holiday, termination, maximum, limit) use her',
    epnAgreement: false,
    assetScoreAgreement: false,
    mobileIdPhone: '+37061234570',
    emails: ['ruta.balciuniene@example.com'],
    phone: '+37061234570',
    residence: { street: 'Vilniaus g.', house: '12', flat: '4', postalCode: 'LT-01402', city: 'Vilnius' },
    gdpr: { 1: false, 4: null, 5: null, 6: null },
    bankAccounts: [{ bankCode: '73000', account: '10001234567', isPrimary: true }],
  }),
  persona({
    personalCode: DEMO_PASSWORD_JOINER.personalCode,
    firstName: 'Rūta',
    lastName: 'Paulauskienė',
    shows:
      'registered, not a customer yet (joins pillar II); password login ruta001 / Pensija2026, so signing asks for a Smart-ID / Mobile-ID confirmation first',
    businessAccountStatus: 'Potential',
    mobileIdPhone: '+37069912345',
    emails: ['ruta.paulauskiene@example.com'],
    phone: '+37069912345',
    residence: { street: 'Antakalnio g.', house: '17', flat: '8', postalCode: 'LT-10312', city: 'Vilnius' },
    bankAccounts: [{ bankCode: '70440', account: '60000246810', isPrimary: true }],
  }),
  persona({
    // The e-invoice journey's own customer (tests/e2e/e-invoices.spec.ts creates and disables agreements).
    personalCode: '48804210213',
    firstName: 'Rūta',
    lastName: 'Žemaitė',
    shows:
      'pillar III without an e-invoice agreement; SEB (accepts e-invoices) and Revolut (does not) accounts (the e-invoice journey)',
    epnAgreement: true,
    emails: ['ruta.zemaite@example.com'],
    phone: '+37067890123',
    residence: { street: 'Pylimo g.', house: '14', flat: '8', postalCode: 'LT-01117', city: 'Vilnius' },
    gdpr: { 1: false },
    bankAccounts: [
      { bankCode: '70440', account: '60000888777', isPrimary: true },
      { bankCode: '32500', account: '00098765432', isPrimary: false },
    ],
  }),
];

/** The demo logins printed at start and listed in the README. */
export const DEMO_PERSONAS = CUSTOMERS.map(({ personalCode, firstName, lastName, shows }) => ({
  personalCode,
  name: `${firstName} ${lastName}`,
  shows,
}));

export function demoIban(bankCode: string, account: string): string {
  const iban = composeIBAN({ countryCode: 'LT', bban: `${bankCode}${account}` });
  if (!iban) throw new Error(`Cannot compose IBAN for ${bankCode}${account}`);
  return iban;
}

export async function seedCustomers(ctx: SeedContext, passwordHash: string): Promise<void> {
  const { tx } = ctx;
  for (const customer of CUSTOMERS) {
    const info = parsePersonalCode(customer.personalCode);
    if (!info) throw new Error(`Invalid seed personal code ${customer.personalCode}`);
    const id = await insertOne(
      tx,
      `INSERT INTO customers (personal_code, first_name, last_name, birth_date, gender, citizenship, is_usa_citizen,
         business_account_status, profile_update_required, epn_agreement, asset_score_agreement, mobile_id_phone, created_at)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13) RETURNING id`,
      [
        customer.personalCode,
        customer.firstName,
        customer.lastName,
        info.birthDate,
        info.gender,
        customer.citizenship,
        customer.isUsaCitizen,
        customer.businessAccountStatus,
        customer.profileUpdateRequired,
        customer.epnAgreement,
        customer.assetScoreAgreement,
        customer.mobileIdPhone,
        ts(addDays(ctx.today, -900)),
      ],
    );
    ctx.customerIds.set(customer.personalCode, id);
    for (const [index, email] of customer.emails.entries()) {
      await tx.query('INSERT INTO customer_emails (customer_id, email, is_primary) VALUES ($1, $2, $3)', [
        id,
        email,
        index === 0,
      ]);
    }
    for (const kind of ['primary', 'secondary'] as const) {
      const phone = customer.phones[kind];
      if (phone)
        await tx.query('INSERT INTO customer_phones (customer_id, phone, kind) VALUES ($1, $2, $3)', [
          id,
          phone,
          kind,
        ]);
    }
    const addresses: [string, AddressSeed | null][] = [
      ['residence', customer.residence],
      ['mailing', customer.mailing],
    ];
    for (const [kind, address] of addresses) {
      if (!address) continue;
      const cityInfo = CITY_INFO[address.city];
      await tx.query(
        `INSERT INTO customer_addresses (customer_id, kind, country_code, state, municipality, city, street, house, flat, postal_code)
         VALUES ($1, $2, 'LT', $3, $4, $5, $6, $7, $8, $9)`,
        [
          id,
          kind,
          cityInfo.state,
          cityInfo.municipality,
          address.city,
          address.street,
          address.house,
          address.flat,
          address.postalCode,
        ],
      );
    }
    for (const [type, accepted] of Object.entries(customer.gdpr)) {
      await tx.query('INSERT INTO gdpr_agreements (customer_id, gdpr_type, accepted) VALUES ($1, $2, $3)', [
        id,
        Number(type),
        accepted,
      ]);
    }
    for (const account of customer.bankAccounts) {
      const bank = BANKS.find((candidate) => candidate.bankCode === account.bankCode);
      if (!bank) throw new Error(`Unknown bank ${account.bankCode}`);
      await tx.query(
        `INSERT INTO bank_accounts (customer_id, iban, swift_code, bank_name, is_primary, created_at) VALUES ($1, $2, $3, $4, $5, $6)`,
        [
          id,
          demoIban(account.bankCode, account.account),
          bank.swiftCode,
          bank.name,
          account.isPrimary,
          ts(addDays(ctx.today, -800)),
        ],
      );
    }
    const [paymentReminder, processedPayment, quarterReport, withoutPayments, byEmail] =
      customer.notificationSettings;
    await tx.query(
      `INSERT INTO notification_settings (customer_id, payment_reminder, processed_payment, quarter_report, contract_without_payments, reports_by_email)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [id, paymentReminder, processedPayment, quarterReport, withoutPayments, byEmail],
    );
  }
  // Rūta registered (§2 /register) and logs in by password; she has no contract yet. Her demo password is
  // Jonas's (DEMO_PASSWORD_JOINER.password), so the one hash computed per seed serves both.
  for (const login of [DEMO_PASSWORD_LOGIN, DEMO_PASSWORD_JOINER]) {
    await tx.query(
      'INSERT INTO password_credentials (customer_id, username, password_hash) VALUES ($1, $2, $3)',
      [ctx.customerIds.get(login.personalCode), login.username, passwordHash],
    );
  }
  const jonas = ctx.customerIds.get(DEMO_PASSWORD_LOGIN.personalCode);
  const ruta = ctx.customerIds.get(DEMO_PASSWORD_JOINER.personalCode);
  await tx.query('UPDATE customers SET registered_at = $2 WHERE id = $1', [ruta, ts(addDays(ctx.today, -3))]);
  // The exit link belongs to a potential customer (no contracts), the others to Jonas.
  const lukas = ctx.customerIds.get(DEMO_EXIT_PERSONAL_CODE);
  const hashes: [string, string, number | undefined][] = [
    [DEMO_LINK_HASHES.passwordReset, 'password-reset', jonas],
    [DEMO_LINK_HASHES.potentialCustomer, 'potential-customer', lukas],
    [DEMO_LINK_HASHES.gdpr, 'gdpr', jonas],
    [DEMO_LINK_HASHES.notifications, 'notifications', jonas],
  ];
  if (!ctx.demoLinks) return;
  for (const [token, purpose, customerId] of hashes) {
    // Only the SHA-256 of a link token is stored (server/api/link-tokens.ts). The GDPR link is about
    // consent type 1 (Marketing), as its URL says (type=1).
    await tx.query(
      `INSERT INTO link_hashes (token_hash, customer_id, purpose, expires_at, gdpr_type)
       VALUES ($1, $2, $3, now() + make_interval(hours => $4::int), $5)`,
      [tokenHash(token), customerId, purpose, DEMO_LINK_TTL_HOURS, purpose === 'gdpr' ? 1 : null],
    );
  }
}

export async function seedBrokers(ctx: SeedContext): Promise<void> {
  const { tx } = ctx;
  const brokerIds = new Map<string, number>();
  for (const [code, name, company, email, phone] of [
    ['PK-1024', 'Rūta Jonaitienė', 'UAB „Finansų partneriai“', 'ruta.jonaitiene@example.com', '+37061111222'],
    ['VLN/07', 'Darius Mockus', 'UAB „Pensijų konsultantai“', 'darius.mockus@example.com', '+37062222333'],
  ] as const) {
    const id = await insertOne(
      tx,
      `INSERT INTO brokers (broker_code, name, company, email, phone_number) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [code, name, company, email, phone],
    );
    brokerIds.set(code, id);
  }
  await tx.query(
    `INSERT INTO referrals (customer_id, broker_id, contract_id, referral_email, created_at) VALUES ($1, $2, $3, $4, $5)`,
    [
      ctx.customerIds.get('50001018865'),
      brokerIds.get('PK-1024'),
      ctx.contractIds.get('3P-2012519'),
      'mantas.stankevicius@example.com',
      ts(addMonths(ctx.today, -20)),
    ],
  );
}

/**
 * An earlier login of each customer with contracts (a logged-out refresh-token family), so the dashboard
 * greets them with the time of their last login: two days ago in the evening (Vilnius time).
 */
export async function seedPreviousLogins(ctx: SeedContext): Promise<void> {
  const earlier = addDays(ctx.today, -2);
  for (const [personalCode, time] of [
    ['30303039914', '16:42:00'],
    ['40504040001', '07:15:00'],
    ['39901012239', '12:05:00'],
    ['50001018865', '18:30:00'],
  ] as const) {
    const customerId = ctx.customerIds.get(personalCode);
    if (customerId === undefined) continue;
    await ctx.tx.query(
      `INSERT INTO auth_refresh_families (family_id, customer_id, provider, scope, created_at, expires_at, revoked_at, revoked_reason)
       VALUES ($1, $2, 'pension_smart_id', 'offline_access openid sbam', $3, $3::timestamptz + interval '12 hours',
               $3::timestamptz + interval '9 minutes', 'logout')`,
      [`seed-previous-login-${personalCode}`, customerId, ts(earlier, time)],
    );
  }
}
