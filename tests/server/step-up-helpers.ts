/**
 * Step-up confirmations for server tests that are about something else (IBAN rules, password rules):
 * minted straight into the database like /connect/qualify/complete would. tests/server/step-up.test.ts
 * goes through the real qualify flow.
 */
import { issueConfirmation } from '../../server/step-up/confirmations';
import type { StepUpAction } from '../../src/api/contract/auth';
import type { PersonaName, TestServer } from './helpers';

export async function freshConfirmation(
  server: TestServer,
  persona: PersonaName,
  action: StepUpAction,
): Promise<string> {
  const { confirmation } = await issueConfirmation(server.db, {
    customerId: server.customerId(persona),
    action,
    provider: 'pension_smart_id',
    now: Date.now(),
  });
  return confirmation;
}

/** The latest message the outbox simulator holds for a recipient. */
export async function lastMessage(server: TestServer, recipient: string): Promise<{ body: string } | null> {
  const rows = await server.db.query<{ body: string }>(
    'SELECT body FROM outbox_messages WHERE lower(recipient) = lower($1) ORDER BY id DESC LIMIT 1',
    [recipient],
  );
  return rows[0] ?? null;
}

/** The 6-digit code in the latest message to a recipient. */
export async function codeSentTo(server: TestServer, recipient: string): Promise<string> {
  const message = await lastMessage(server, recipient);
  const code = /\b(\d{6})\b/.exec(message?.body ?? '')?.[1];
  if (!code) throw new Error(`No code sent to ${recipient}`);
  return code;
}
