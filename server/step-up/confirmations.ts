/**
 * Step-up confirmations: the proof that the customer confirmed a sensitive change with a FRESH Smart-ID /
 * Mobile-ID identification (the §4 qualify flow, /connect/qualify/*, ./qualify-routes.ts).
 *
 * A finished qualify hands out one opaque confirmation (256 random bits; only its SHA-256 is stored):
 *   - bound to the customer who started the qualify (the bearer of /connect/qualify/initiate) and to the
 *     change it was asked for (`action`: password, contacts or bank-account);
 *   - valid STEP_UP_TTL_SECONDS (5 minutes) from the moment the person confirmed on the phone;
 *   - single use: the change that succeeds consumes it in its own transaction (a row lock makes two
 *     parallel uses of one confirmation end with exactly one success). A change refused for its content
 *     (wrong old password, e-mail of another customer, invalid IBAN …) rolls back and leaves it usable
 *     until it expires, so a typo does not cost another confirmation on the phone.
 * Sensitive endpoints call `consumeConfirmation` (or `checkConfirmation` first, before costly work) and
 * answer 403 `confirmation_required` when it is missing, unknown, expired, used, another customer's or
 * for another action - one answer for all, so nothing can be learnt from it.
 */
import { newOpaqueToken, tokenHash } from '../auth/crypto-tokens';
import type { Queryable } from '../db/db';
import { ApiHttpError } from '../http/api-error';
import type { StepUpAction } from '../../src/api/contract/auth';

/** How long a confirmation stays valid after the person confirmed on the phone: 5 minutes. */
const STEP_UP_TTL_SECONDS = 5 * 60;

const confirmationRequired = (): ApiHttpError =>
  new ApiHttpError(
    403,
    'confirmation_required',
    'Confirm this change with Smart-ID or Mobile-ID first (a fresh confirmation is valid for 5 minutes, once)',
    'body.confirmation',
  );

export async function issueConfirmation(
  tx: Queryable,
  input: { customerId: number; action: StepUpAction; provider: string; now: number },
): Promise<{ confirmation: string; expiresIn: number }> {
  const confirmation = newOpaqueToken();
  await tx.query(
    `INSERT INTO step_up_confirmations (token_hash, customer_id, action, provider, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [
      tokenHash(confirmation),
      input.customerId,
      input.action,
      input.provider,
      new Date(input.now).toISOString(),
      new Date(input.now + STEP_UP_TTL_SECONDS * 1000).toISOString(),
    ],
  );
  return { confirmation, expiresIn: STEP_UP_TTL_SECONDS };
}

const USABLE = `token_hash = $1 AND customer_id = $2 AND action = $3 AND used_at IS NULL AND expires_at > $4`;

/** Read-only check, for refusing before costly work (password hashing); the change still consumes it. */
export async function checkConfirmation(
  db: Queryable,
  customerId: number,
  action: StepUpAction,
  presented: string | undefined,
  now: number = Date.now(),
): Promise<void> {
  if (!presented) throw confirmationRequired();
  const rows = await db.query(`SELECT 1 FROM step_up_confirmations WHERE ${USABLE}`, [
    tokenHash(presented),
    customerId,
    action,
    new Date(now).toISOString(),
  ]);
  if (rows.length === 0) throw confirmationRequired();
}

/**
 * Marks the confirmation used, in the transaction of the change it allows: if the change fails, the
 * rollback leaves it unused. Throws 403 confirmation_required when it is not (or no longer) usable.
 */
export async function consumeConfirmation(
  tx: Queryable,
  customerId: number,
  action: StepUpAction,
  presented: string | undefined,
  now: number = Date.now(),
): Promise<void> {
  if (!presented) throw confirmationRequired();
  const at = new Date(now).toISOString();
  const rows = await tx.query(
    `UPDATE step_up_confirmations SET used_at = $4 WHERE ${USABLE} RETURNING token_hash`,
    [tokenHash(presented), customerId, action, at],
  );
  if (rows.length === 0) throw confirmationRequired();
}
