/**
 * Loaders of the settings screens, in their own chunk. Each read goes through `load` (src/app/routes/load.ts).
 */
import type { RouterContext } from '../../app/routes/router-context';
import { load, part } from '../../app/routes/load';

const contactInformation = (context: RouterContext) => load(context, 'Users.GetContactInformation');

export async function userInformationLoader(context: RouterContext) {
  const [contacts, bankAccounts, broker] = await Promise.all([
    contactInformation(context),
    part(load(context, 'BankAccounts.GetBankAccounts')),
    brokerLoader(context, { contracts: true }),
  ]);
  return { contacts, bankAccounts, broker };
}

/** The contact form: the current details, and the countries and Lithuanian counties of the address. */
export async function contactsLoader(context: RouterContext) {
  const [contacts, countries, states, broker] = await Promise.all([
    contactInformation(context),
    load(context, 'PostAddresses.GetCountries'),
    load(context, 'PostAddresses.GetStates', { countryCode: 'LT' }),
    brokerLoader(context, { contracts: false }),
  ]);
  return { contacts, countries, states, broker };
}

export async function bankDetailsLoader(context: RouterContext) {
  return { bankAccounts: await load(context, 'BankAccounts.GetBankAccounts') };
}

export async function notificationsOptionsLoader(context: RouterContext) {
  const [contacts, settings, userValues] = await Promise.all([
    contactInformation(context),
    load(context, 'Notifications.GetSettings'),
    part(load(context, 'Notifications.UserValues')),
  ]);
  return { contacts, settings, userValues };
}

export async function gdprNotificationsLoader(context: RouterContext) {
  return { contacts: await contactInformation(context) };
}

/**
 * §3/§7 broker contacts: with a referral code in force, the broker (GetContactInfo) and, where asked, the
 * consultant of the customer's referred contracts per pillar (GetContractBrokerContacts). Each part may
 * fail (an unknown code, no referred contract) without failing the screen.
 */
export async function brokerLoader(context: RouterContext, options: { contracts: boolean }) {
  const referral = context.referral;
  if (!referral) return null;
  const query = { tk: referral.brokerCode, ...(referral.email ? { email: referral.email } : {}) };
  const [broker, ...consultants] = await Promise.all([
    part(load(context, 'Brokers.GetContactInfo', query)),
    ...(options.contracts
      ? ([2, 3] as const).map((pillar) =>
          part(load(context, 'Brokers.GetContractBrokerContacts', { ...query, pillar })),
        )
      : []),
  ]);
  return {
    broker: broker.state === 'Loaded' ? broker.data : null,
    consultants: consultants.flatMap((c) => (c.state === 'Loaded' ? [c.data] : [])),
  };
}
