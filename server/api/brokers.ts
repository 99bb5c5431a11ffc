import { notFound } from '../http/api-error';
import { requireCustomer, type Handlers } from '../http/handler-types';

interface BrokerRow {
  id: number;
  broker_code: string;
  name: string;
  company: string;
  email: string;
  phone_number: string;
}

export const brokerHandlers: Handlers = {
  'Brokers.GetContactInfo': async (context) => {
    const rows = await context.db.query<BrokerRow>(
      'SELECT id, broker_code, name, company, email, phone_number FROM brokers WHERE lower(broker_code) = lower($1)',
      [context.query.tk.split('@')[0] ?? ''],
    );
    const broker = rows[0];
    if (!broker) throw notFound('Broker');
    return {
      brokerCode: broker.broker_code,
      name: broker.name,
      company: broker.company,
      phoneNumber: broker.phone_number,
      email: broker.email,
    };
  },

  'Brokers.GetContractBrokerContacts': async (context) => {
    const customerId = requireCustomer(context);
    const rows = await context.db.query<BrokerRow & { contract_number: string }>(
      `SELECT b.id, b.broker_code, b.name, b.company, b.email, b.phone_number, c.contract_number
       FROM referrals r JOIN brokers b ON b.id = r.broker_id JOIN contracts c ON c.id = r.contract_id
       WHERE r.customer_id = $1 AND lower(b.broker_code) = lower($2) AND c.pillar = $3
       ORDER BY r.created_at DESC`,
      [customerId, context.query.tk.split('@')[0] ?? '', context.query.pillar],
    );
    const first = rows[0];
    if (!first) throw notFound('Broker contacts');
    return {
      brokerCode: first.broker_code,
      consultant: { name: first.name, phoneNumber: first.phone_number, email: first.email },
      referredContractNumbers: rows.map((row) => row.contract_number),
    };
  },
};
