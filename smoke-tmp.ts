import { buildServer } from './server/app';
import { createPgliteDb } from './server/db/db';
import { endpoints } from './src/api/contract/endpoints';
const db = await createPgliteDb();
let t = Date.now();
const app = await buildServer({ db, seed: true, rateLimit: false });
console.log('build', Date.now() - t);
const ids = await db.query<{ id: number; personal_code: string }>('select id, personal_code from customers');
const jonas = ids.find((r) => r.personal_code === '30303039914')!.id;
const token = await app.keys.signAccessToken({ customerId: jonas, ttlSeconds: 600 });
const q: Record<string, string> = {
  'Contracts.GetContractActions': '?contractNumbers=2P-1004521,3P-2008813',
  'PostAddresses.Get': '?text=gedimino',
  'PostAddresses.GetAddress': '?id=1001',
  'Documents.GetDocumentContent': '?id=1',
  'Brokers.GetContactInfo': '?tk=PK-1024',
  'Brokers.GetContractBrokerContacts': '?tk=PK-1024&pillar=3',
};
for (const e of endpoints) {
  if (e.method !== 'GET') continue;
  const r = await app.inject({ method: 'GET', url: e.path + (q[e.id] ?? ''), headers: { authorization: `Bearer ${token}` } });
  console.log(e.id, r.statusCode, r.body.slice(0, 160));
}
const r = await app.inject({ method: 'GET', url: '/api/Dashboard/GetDashboard' });
console.log(r.statusCode, r.body, r.headers);
await app.close(); await db.close();
