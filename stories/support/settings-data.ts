/** Fixture answers for the settings screens' stories, shaped by the API contract. */
import type { EndpointId, EndpointResponse } from '../../src/api/contract/endpoints';
import type { PortalApi } from '../../src/app/portal-api';
import { overviewApi } from './overview-data';

export const contactInformationOna: EndpointResponse<'Users.GetContactInformation'> = {
  customerId: 2,
  firstName: 'Ona',
  lastName: 'Kazlauskienė',
  personalCode: '40504040001',
  birthDate: '1905-04-04',
  isAdult: true,
  isUsaCitizen: false,
  citizenship: 'LT',
  email: 'ona.kazlauskiene@example.com',
  emails: [{ email: 'ona.kazlauskiene@example.com', isPrimary: true }],
  phoneNumber: '+37062345678',
  secondaryPhoneNumber: null,
  mobileIdPhoneNumber: null,
  addressDiffers: false,
  address: {
    countryCode: 'LT',
    countryName: 'Lietuva',
    state: 'Kauno apskritis',
    municipality: 'Kauno miesto savivaldybė',
    city: 'Kaunas',
    street: 'Laisvės al.',
    house: '53',
    flat: '4',
    postalCode: 'LT-44309',
    fullAddress: 'Laisvės al. 53-4, LT-44309 Kaunas',
  },
  mailingAddress: null,
  gdpr: {
    marketingAgreement: null,
    sbMarketingAgreement: true,
    sbProfilingAgreement: false,
    sbPartnersAgreement: null,
  },
  epnAgreement: null,
  businessAccountStatus: 'Existing',
  profileUpdateRequired: true,
  bankAccount: null,
  pendingContactChanges: [],
  hasPassword: true,
};

const responses: { [K in EndpointId]?: EndpointResponse<K> | null } = {
  'Users.GetContactInformation': contactInformationOna,
  'BankAccounts.GetBankAccounts': [
    {
      id: 1,
      bankAccountNumber: 'LT057300010004567890',
      swiftCode: 'HABALT22',
      bankName: 'Swedbank, AB',
      isPrimary: true,
      createdAt: '2024-03-01T10:00:00Z',
    },
  ],
  'PostAddresses.GetCountries': [
    { code: 'LT', name: 'Lietuva' },
    { code: 'LV', name: 'Latvija' },
    { code: 'PL', name: 'Lenkija' },
  ],
  'PostAddresses.GetStates': [
    { id: 1, countryCode: 'LT', name: 'Vilniaus apskritis' },
    { id: 2, countryCode: 'LT', name: 'Kauno apskritis' },
  ],
  'PostAddresses.Get': [
    { id: 101, fullAddress: 'Gedimino pr. 9, LT-01103 Vilnius' },
    { id: 102, fullAddress: 'Gedimino g. 1, LT-44318 Kaunas' },
  ],
  'Notifications.GetSettings': {
    paymentReminder: 'EMail',
    processedPayment: 'EMailAndSMS',
    quarterReport: 'Post',
    contractWithoutPayments: 'None',
    reportsByEmail: true,
  },
  'Notifications.UserValues': {
    email: 'ona.kazlauskiene@example.com',
    phoneNumber: '+37062345678',
    mailingAddress: 'Laisvės al. 53-4, LT-44309 Kaunas',
  },
  'Brokers.GetContactInfo': {
    brokerCode: 'KONS123',
    name: 'Rasa Konsultantė',
    company: 'UAB „Pensijų patarėjai“',
    phoneNumber: '+370 600 12345',
    email: 'rasa@patarejai.example',
  },
  'Brokers.GetContractBrokerContacts': {
    brokerCode: 'KONS123',
    consultant: { name: 'Rasa Konsultantė', phoneNumber: '+370 600 12345', email: 'rasa@patarejai.example' },
    referredContractNumbers: ['3P-2011402'],
  },
};

export type SettingsMode = 'loaded' | 'empty' | 'failed';

/** The settings API: loaded answers, empty ones (no bank account), or every read failing with a 500. */
export function settingsApi(mode: SettingsMode): PortalApi {
  if (mode === 'failed') return overviewApi({});
  if (mode === 'empty') return overviewApi({ ...responses, 'BankAccounts.GetBankAccounts': [] });
  return overviewApi(responses);
}
