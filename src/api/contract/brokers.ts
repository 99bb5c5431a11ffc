import { z } from 'zod';
import { QueryPillar } from './common';

/** tk: the broker (referral) code; email: the referral e-mail decoded from the link (§5). */
export const GetBrokerContactInfoQuery = z.object({
  tk: z.string().min(1).max(100),
  email: z.string().max(254).optional(),
});
export const BrokerContactInfo = z.object({
  brokerCode: z.string(),
  name: z.string(),
  company: z.string(),
  phoneNumber: z.string(),
  email: z.string(),
});
export const GetContractBrokerContactsQuery = GetBrokerContactInfoQuery.extend({
  pillar: QueryPillar,
});
/** The consultant to contact about a contract (§3: consultant info name, phoneNumber). */
export const ContractBrokerContacts = z.object({
  brokerCode: z.string(),
  consultant: z.object({ name: z.string(), phoneNumber: z.string(), email: z.string() }),
  referredContractNumbers: z.array(z.string()),
});
