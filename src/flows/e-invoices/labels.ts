import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { InvoicePeriod } from '../../api/contract/common';

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
