/**
 * A small simulated address register (the real one is an external party, §6 of the architecture guide):
 * countries, Lithuanian counties and municipalities, and street addresses in Vilnius and Kaunas.
 */

interface RegisterAddress {
  id: number;
  countryCode: string;
  state: string;
  municipality: string;
  city: string;
  street: string;
  house: string;
  flat: string | null;
  postalCode: string;
}

export const COUNTRIES: readonly { code: string; name: string }[] = [
  { code: 'LT', name: 'Lietuva' },
  { code: 'LV', name: 'Latvija' },
  { code: 'EE', name: 'Estija' },
  { code: 'PL', name: 'Lenkija' },
  { code: 'DE', name: 'Vokietija' },
  { code: 'FI', name: 'Suomija' },
  { code: 'SE', name: 'Švedija' },
  { code: 'NO', name: 'Norvegija' },
  { code: 'DK', name: 'Danija' },
  { code: 'GB', name: 'Jungtinė Karalystė' },
  { code: 'IE', name: 'Airija' },
  { code: 'FR', name: 'Prancūzija' },
  { code: 'ES', name: 'Ispanija' },
  { code: 'IT', name: 'Italija' },
  { code: 'NL', name: 'Nyderlandai' },
  { code: 'BE', name: 'Belgija' },
  { code: 'AT', name: 'Austrija' },
  { code: 'CH', name: 'Šveicarija' },
  { code: 'CZ', name: 'Čekija' },
  { code: 'UA', name: 'Ukraina' },
  { code: 'US', name: 'Jungtinės Amerikos Valstijos' },
  { code: 'CA', name: 'Kanada' },
];

export const COUNTRY_NAMES: ReadonlyMap<string, string> = new Map(
  COUNTRIES.map((country) => [country.code, country.name]),
);

export const STATES: readonly { id: number; countryCode: string; name: string }[] = [
  { id: 1, countryCode: 'LT', name: 'Alytaus apskritis' },
  { id: 2, countryCode: 'LT', name: 'Kauno apskritis' },
  { id: 3, countryCode: 'LT', name: 'Klaipėdos apskritis' },
  { id: 4, countryCode: 'LT', name: 'Marijampolės apskritis' },
  { id: 5, countryCode: 'LT', name: 'Panevėžio apskritis' },
  { id: 6, countryCode: 'LT', name: 'Šiaulių apskritis' },
  { id: 7, countryCode: 'LT', name: 'Tauragės apskritis' },
  { id: 8, countryCode: 'LT', name: 'Telšių apskritis' },
  { id: 9, countryCode: 'LT', name: 'Utenos apskritis' },
  { id: 10, countryCode: 'LT', name: 'Vilniaus apskritis' },
];

export const MUNICIPALITIES: readonly { id: number; stateId: number; name: string }[] = [
  { id: 101, stateId: 1, name: 'Alytaus miesto savivaldybė' },
  { id: 102, stateId: 1, name: 'Druskininkų savivaldybė' },
  { id: 201, stateId: 2, name: 'Kauno miesto savivaldybė' },
  { id: 202, stateId: 2, name: 'Kauno rajono savivaldybė' },
  { id: 203, stateId: 2, name: 'Jonavos rajono savivaldybė' },
  { id: 301, stateId: 3, name: 'Klaipėdos miesto savivaldybė' },
  { id: 302, stateId: 3, name: 'Neringos savivaldybė' },
  { id: 303, stateId: 3, name: 'Palangos miesto savivaldybė' },
  { id: 401, stateId: 4, name: 'Marijampolės savivaldybė' },
  { id: 501, stateId: 5, name: 'Panevėžio miesto savivaldybė' },
  { id: 601, stateId: 6, name: 'Šiaulių miesto savivaldybė' },
  { id: 701, stateId: 7, name: 'Tauragės rajono savivaldybė' },
  { id: 801, stateId: 8, name: 'Telšių rajono savivaldybė' },
  { id: 901, stateId: 9, name: 'Utenos rajono savivaldybė' },
  { id: 1001, stateId: 10, name: 'Vilniaus miesto savivaldybė' },
  { id: 1002, stateId: 10, name: 'Vilniaus rajono savivaldybė' },
  { id: 1003, stateId: 10, name: 'Trakų rajono savivaldybė' },
];

const VILNIUS = {
  countryCode: 'LT',
  state: 'Vilniaus apskritis',
  municipality: 'Vilniaus miesto savivaldybė',
  city: 'Vilnius',
};
const KAUNAS = {
  countryCode: 'LT',
  state: 'Kauno apskritis',
  municipality: 'Kauno miesto savivaldybė',
  city: 'Kaunas',
};

type Row = [street: string, house: string, flat: string | null, postalCode: string];

const VILNIUS_ROWS: Row[] = [
  ['Gedimino pr.', '9', '12', 'LT-01103'],
  ['Gedimino pr.', '20', '4', 'LT-01103'],
  ['Vilniaus g.', '31', '5', 'LT-01402'],
  ['Konstitucijos pr.', '21', '45', 'LT-08130'],
  ['Konstitucijos pr.', '7', null, 'LT-09308'],
  ['Žirmūnų g.', '68', '21', 'LT-09124'],
  ['Žirmūnų g.', '12', '3', 'LT-09214'],
  ['Antakalnio g.', '40', '17', 'LT-10304'],
  ['Pylimo g.', '14', '2', 'LT-01117'],
  ['Didžioji g.', '5', null, 'LT-01128'],
  ['Ukmergės g.', '223', '56', 'LT-07156'],
  ['Kalvarijų g.', '125', '8', 'LT-08221'],
  ['Savanorių pr.', '28', '10', 'LT-03116'],
  ['Šeškinės g.', '32', '44', 'LT-07156'],
  ['Justiniškių g.', '64', '19', 'LT-05231'],
  ['Laisvės pr.', '77', '102', 'LT-06122'],
  ['Verkių g.', '29', null, 'LT-09108'],
  ['Jasinskio g.', '16', '7', 'LT-03163'],
  ['Naugarduko g.', '41', '3', 'LT-03227'],
  ['Šilo g.', '5', '11', 'LT-10317'],
];

const KAUNAS_ROWS: Row[] = [
  ['Laisvės al.', '53', '4', 'LT-44309'],
  ['Laisvės al.', '101', '8', 'LT-44291'],
  ['Savanorių pr.', '192', '17', 'LT-44151'],
  ['Vytauto pr.', '27', '3', 'LT-44352'],
  ['K. Donelaičio g.', '62', '6', 'LT-44248'],
  ['Maironio g.', '12', null, 'LT-44298'],
  ['Pramonės pr.', '16', '33', 'LT-51329'],
  ['Baltų pr.', '45', '71', 'LT-48227'],
  ['Taikos pr.', '88', '12', 'LT-51183'],
  ['Veiverių g.', '134', '5', 'LT-46353'],
  ['Jonavos g.', '60', '2', 'LT-44192'],
  ['Kovo 11-osios g.', '22', '40', 'LT-51341'],
  ['Partizanų g.', '140', '9', 'LT-50310'],
  ['A. Mickevičiaus g.', '37', '1', 'LT-44244'],
  ['Šiaurės pr.', '3', '54', 'LT-49191'],
];

export const ADDRESS_REGISTER: readonly RegisterAddress[] = [
  ...VILNIUS_ROWS.map(([street, house, flat, postalCode], index) => ({
    id: 1000 + index + 1,
    ...VILNIUS,
    street,
    house,
    flat,
    postalCode,
  })),
  ...KAUNAS_ROWS.map(([street, house, flat, postalCode], index) => ({
    id: 2000 + index + 1,
    ...KAUNAS,
    street,
    house,
    flat,
    postalCode,
  })),
];

/** 'Gedimino pr. 9-12, LT-01103 Vilnius' */
export function formatAddress(address: {
  street: string;
  house: string;
  flat: string | null;
  postalCode: string;
  city: string;
}): string {
  const houseAndFlat = address.flat ? `${address.house}-${address.flat}` : address.house;
  return `${address.street} ${houseAndFlat}, ${address.postalCode} ${address.city}`;
}

function fold(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}

/** Case- and accent-insensitive search on the one-line form; every word of the text must match. */
export function searchAddresses(text: string, limit = 10): { id: number; fullAddress: string }[] {
  const words = fold(text)
    .split(/[\s,]+/)
    .filter((word) => word !== '');
  if (words.length === 0) return [];
  const results: { id: number; fullAddress: string }[] = [];
  for (const address of ADDRESS_REGISTER) {
    const fullAddress = formatAddress(address);
    const haystack = fold(fullAddress);
    if (words.every((word) => haystack.includes(word))) results.push({ id: address.id, fullAddress });
    if (results.length >= limit) break;
  }
  return results;
}
