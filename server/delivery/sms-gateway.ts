/**
 * SMS through one small HTTP gateway interface (SMS_GATEWAY_URL, SMS_GATEWAY_TOKEN), documented in
 * docs/delivery.md:
 *
 *   POST {SMS_GATEWAY_URL}/messages
 *   Authorization: Bearer {SMS_GATEWAY_TOKEN}
 *   Idempotency-Key: outbox-42
 *   Content-Type: application/json
 *   { "to": "+37060000666", "text": "…", "reference": "outbox-42" }
 *
 *   202 { "id": "…", "status": "accepted" }   accepted (a repeated Idempotency-Key answers the first id)
 *   400 / 401 / 403 / 422 { "error": "…" }    refused for good: not retried
 *   429, 5xx, no answer                        retried later
 *
 * Every answer is checked: an accepted message must name its id.
 */
import { DeliveryError } from './mailer';

export interface SmsMessage {
  to: string;
  text: string;
  /** Our reference, also the Idempotency-Key: the gateway sends one message per reference. */
  reference: string;
}

export interface SmsGateway {
  send(message: SmsMessage): Promise<{ accepted: string }>;
}

export function createSmsGateway(options: { url: string; token: string; timeoutMs?: number }): SmsGateway {
  const endpoint = `${options.url.replace(/\/+$/, '')}/messages`;
  return {
    async send(message) {
      let response: Response;
      try {
        response = await fetch(endpoint, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${options.token}`,
            'content-type': 'application/json',
            'idempotency-key': message.reference,
          },
          body: JSON.stringify({ to: message.to, text: message.text, reference: message.reference }),
          signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
        });
      } catch (error) {
        throw new DeliveryError(
          `SMS gateway unreachable: ${error instanceof Error ? error.message : String(error)}`,
          false,
        );
      }
      const body: unknown = await response.json().catch(() => null);
      if (response.status === 200 || response.status === 202) {
        const id = (body as { id?: unknown } | null)?.id;
        if (typeof id !== 'string' || id === '')
          throw new DeliveryError('SMS gateway accepted without a message id', false);
        return { accepted: id };
      }
      const reason = (body as { error?: unknown } | null)?.error;
      const permanent = response.status >= 400 && response.status < 500 && response.status !== 429;
      throw new DeliveryError(
        `SMS gateway ${response.status}${typeof reason === 'string' ? `: ${reason}` : ''}`,
        permanent,
      );
    },
  };
}
