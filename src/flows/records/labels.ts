import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { NotificationType, OperationType } from '../../api/contract/common';

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

export const NOTIFICATION_TYPE_LABELS: Readonly<Record<NotificationType, MessageDescriptor>> = {
  QuarterReport: msg`Ketvirčio ataskaita`,
  PaymentReminder: msg`Priminimas apie įmoką`,
  ProcessedPayment: msg`Įskaityta įmoka`,
  ContractWithoutPayments: msg`Sutartis be įmokų`,
  Application: msg`Prašymas`,
  ContractChange: msg`Sutarties pakeitimas`,
};
