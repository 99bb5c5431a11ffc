import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type {
  AccountType,
  InvoicePeriod,
  NotificationType,
  OperationType,
  Pillar,
} from '../../../api/contract/common';

/** The nine transaction operation types of §3 in Lithuanian. */
export const OPERATION_TYPE_LABELS: Readonly<Record<OperationType, MessageDescriptor>> = {
  ip: msg`Įmoka`,
  im: msg`Pervedimas iš kito fondo`,
  op: msg`Išmoka`,
  om: msg`Pervedimas į kitą fondą`,
  ic: msg`Nuolaida solidarumo mokesčio mokėtojui`,
  il: msg`Pervedimas iš kito plano`,
  ol: msg`Pervedimas į kitą planą`,
  oc: msg`Atšaukta įmoka`,
  rv: msg`Investicijų grąža`,
};

export const ACCOUNT_TYPE_LABELS: Readonly<Record<AccountType, MessageDescriptor>> = {
  SocialInsuranceContributions: msg`Socialinio draudimo įmokos`,
  EmployerContributions: msg`Darbdavio įmokos`,
  PersonalContributions: msg`Asmeninės įmokos`,
};

export const PILLAR_LABELS: Readonly<Record<Pillar, MessageDescriptor>> = {
  2: msg`II pakopa`,
  3: msg`III pakopa`,
};

export const NOTIFICATION_TYPE_LABELS: Readonly<Record<NotificationType, MessageDescriptor>> = {
  QuarterReport: msg`Ketvirčio ataskaita`,
  PaymentReminder: msg`Priminimas apie įmoką`,
  ProcessedPayment: msg`Įskaityta įmoka`,
  ContractWithoutPayments: msg`Sutartis be įmokų`,
  Application: msg`Prašymas`,
  ContractChange: msg`Sutarties pakeitimas`,
};

export const INVOICE_STATUS_LABELS: Readonly<Record<'unpaid' | 'paid' | 'overdue', MessageDescriptor>> = {
  unpaid: msg`Neapmokėta`,
  paid: msg`Apmokėta`,
  overdue: msg`Vėluojama apmokėti`,
};

export const AGREEMENT_STATUS_LABELS: Readonly<Record<'active' | 'disabled' | 'pending', MessageDescriptor>> =
  {
    active: msg`Galiojantis`,
    disabled: msg`Nutrauktas`,
    pending: msg`Laukiama banko patvirtinimo`,
  };

export const INVOICE_PERIOD_LABELS: Readonly<Record<InvoicePeriod, MessageDescriptor>> = {
  monthly: msg`Kas mėnesį`,
  quarterly: msg`Kas ketvirtį`,
  'half-yearly': msg`Kas pusmetį`,
  yearly: msg`Kas metus`,
};
