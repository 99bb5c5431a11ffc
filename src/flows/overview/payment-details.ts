import type { Contract } from '../../api/contract/contracts';

/**
 * Payment details for pillar III contributions by bank transfer. The API does not return the payee or
 * its account (GetContracts gives only the payer code), so they are configuration here: the fund
 * manager's collection account at the depositary. Pillar II is paid by Sodra from the salary, so there
 * is nothing for the customer to transfer.
 */
export const PAYEE = {
  name: 'Pensijų fondų valdymo įmonė, UAB',
  companyCode: '110068418',
  iban: 'LT597044000000301000',
  bankName: 'AB SEB bankas',
} as const;

export interface PaymentDetails {
  payee: string;
  payeeCompanyCode: string;
  iban: string;
  bankName: string;
  /** Text for the payment's purpose field (always Lithuanian: banks pass it on as typed). */
  purpose: string;
  /** The payer code (įmokos kodas) that links the payment to the contract. */
  payerCode: string;
}

export function paymentDetails(
  contract: Pick<Contract, 'pillar' | 'contractNumber' | 'payerCode'>,
): PaymentDetails | null {
  if (contract.pillar !== 3 || !contract.payerCode) return null;
  return {
    payee: PAYEE.name,
    payeeCompanyCode: PAYEE.companyCode,
    iban: PAYEE.iban,
    bankName: PAYEE.bankName,
    purpose: `III pakopos pensijų įmoka pagal sutartį Nr. ${contract.contractNumber}`,
    payerCode: contract.payerCode,
  };
}

/** An IBAN in groups of four for reading: 'LT59 7044 0000 0030 1000'. */
export function groupIban(iban: string): string {
  return iban.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}
