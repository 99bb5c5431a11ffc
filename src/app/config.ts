/**
 * Deployment configuration read once at build time from Vite env variables (VITE_*), with defaults
 * that make a fresh clone work. Nothing here is a secret: it ships in the bundle.
 */
const env = import.meta.env;

function readDate(value: string | undefined, fallback: string): Date {
  const parsed = new Date(value ?? fallback);
  return Number.isNaN(parsed.getTime()) ? new Date(fallback) : parsed;
}

export interface SelfServiceLink {
  id: 'internet-bank' | 'leasing' | 'insurance' | 'business';
  href: string;
}

const internetBankUrl = env.VITE_LINK_INTERNET_BANK ?? 'https://e.bankas.example/';

export const config = {
  internetBankUrl,
  /** External self-service portals of the banking group, shown in the header switcher. */
  selfServiceLinks: [
    { id: 'internet-bank', href: internetBankUrl },
    { id: 'leasing', href: env.VITE_LINK_LEASING ?? 'https://lizingas.bankas.example/' },
    { id: 'insurance', href: env.VITE_LINK_INSURANCE ?? 'https://draudimas.bankas.example/' },
    { id: 'business', href: env.VITE_LINK_BUSINESS ?? 'https://verslas.bankas.example/' },
  ] satisfies SelfServiceLink[],
  privacyPolicyUrl: env.VITE_LINK_PRIVACY ?? 'https://www.bankas.example/privatumas',
  faqUrl: env.VITE_LINK_FAQ ?? 'https://www.bankas.example/pensijos/duk',
  contactUrl: env.VITE_LINK_CONTACT ?? 'https://www.bankas.example/kontaktai',
  /** The banking group's investment funds (the dashboard's offer for customers without holdings). */
  investmentFundsUrl: env.VITE_LINK_INVESTMENT_FUNDS ?? 'https://www.bankas.example/investiciniai-fondai',
  customerCentreUrl:
    env.VITE_LINK_CUSTOMER_CENTRE ?? 'https://www.bankas.example/klientu-aptarnavimo-centrai',
  supportPhone: env.VITE_SUPPORT_PHONE ?? '+370 5 268 2800',
  supportPhoneShort: env.VITE_SUPPORT_PHONE_SHORT ?? '1528',
  supportEmail: env.VITE_SUPPORT_EMAIL ?? 'pensijos@bankas.example',
  /** Maintenance info bar window (spec §2: two fixed dates in May 2024; exact dates not shown). */
  maintenance: {
    from: readDate(env.VITE_MAINTENANCE_FROM, '2024-05-18T20:00:00+03:00'),
    to: readDate(env.VITE_MAINTENANCE_TO, '2024-05-19T08:00:00+03:00'),
  },
} as const;
