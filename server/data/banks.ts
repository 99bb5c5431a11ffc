/** Lithuanian banks known to the reference server (bank code = IBAN characters 5-9). */
interface BankInfo {
  bankCode: string;
  name: string;
  swiftCode: string;
  supportsEInvoice: boolean;
}

export const BANKS: readonly BankInfo[] = [
  { bankCode: '70440', name: 'AB SEB bankas', swiftCode: 'CBVILT2X', supportsEInvoice: true },
  { bankCode: '73000', name: 'Swedbank, AB', swiftCode: 'HABALT22', supportsEInvoice: true },
  {
    bankCode: '40100',
    name: 'Luminor Bank AS Lietuvos skyrius',
    swiftCode: 'AGBLLT2X',
    supportsEInvoice: true,
  },
  { bankCode: '71800', name: 'Artea bankas, AB', swiftCode: 'CBSBLT26', supportsEInvoice: true },
  {
    bankCode: '72900',
    name: 'AS Citadele banka Lietuvos filialas',
    swiftCode: 'INDULT2X',
    supportsEInvoice: false,
  },
  { bankCode: '32500', name: 'Revolut Bank UAB', swiftCode: 'REVOLT21', supportsEInvoice: false },
  { bankCode: '10100', name: 'Lietuvos bankas', swiftCode: 'LIABLT2X', supportsEInvoice: false },
];
