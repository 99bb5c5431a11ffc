/**
 * The eID half of signing (contracts, fund changes, applications, e-invoice agreements): what the person
 * signs, starting the signature at Smart-ID (notification, RAW_DIGEST_SIGNATURE over the SHA-512 digest of
 * the data) or Mobile-ID (/certificate, then /signature over the SHA-256 hash), and reading its end. An OK
 * answer has been verified by the client against the signing certificate, whose person must be the
 * customer; the signature and the certificate are then stored with the signed document.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { SigningMethod } from '../../src/api/contract/contracts';
import {
  EidAnswerRejected,
  EidServiceError,
  type EidClients,
  type EidEndResult,
  type MobileIdSignSession,
  type SmartIdSignSession,
} from '../auth/eid/types';

/** §8 signing messages of the services' end results ('failed' is the generic one). */
export const END_RESULT_SIGNING_MESSAGES: Readonly<Record<EidEndResult, string>> = {
  USER_REFUSED: 'user_cancelled',
  USER_REFUSED_INTERACTION: 'user_cancelled',
  USER_REFUSED_CERT_CHOICE: 'user_cancelled',
  USER_CANCELLED: 'user_cancelled',
  TIMEOUT: 'session_expired',
  WRONG_VC: 'wrong_vc',
  NOT_MID_CLIENT: 'certificate_not_fetched',
  DOCUMENT_UNUSABLE: 'certificate_not_fetched',
  ACCOUNT_UNUSABLE: 'certificate_not_fetched',
  PHONE_ABSENT: 'device_selection',
  DELIVERY_ERROR: 'device_selection',
  SIM_ERROR: 'device_selection',
  REQUIRED_INTERACTION_NOT_SUPPORTED_BY_APP: 'device_selection',
  SIGNATURE_HASH_MISMATCH: 'failed',
  PROTOCOL_FAILURE: 'failed',
  EXPECTED_LINKED_SESSION: 'failed',
  SERVER_ERROR: 'failed',
};

const DISPLAY_TEXT = 'Pasirašyti pensijų savitarnos dokumentą';

export type EidSignState = SmartIdSignSession | MobileIdSignSession;

/** The document the person signs: what is signed, by whom, when (UTF-8 of this JSON). */
export function dataToBeSigned(
  kind: string,
  personalCode: string,
  request: unknown,
  createdAt: number,
): string {
  return JSON.stringify({
    document: 'pension-portal-signing/1',
    kind,
    signer: `PNOLT-${personalCode}`,
    createdAt: new Date(createdAt).toISOString(),
    request,
  });
}

export async function startEidSignature(
  clients: EidClients,
  method: SigningMethod,
  personalCode: string,
  data: string,
): Promise<{ state: EidSignState; controlCode: string }> {
  const bytes = Buffer.from(data, 'utf8');
  const started =
    method.provider === 'pension_smart_id'
      ? await clients.smartId.startNotificationSignature({
          personalCode,
          data: bytes,
          displayText: DISPLAY_TEXT,
        })
      : await clients.mobileId.startSignature({
          personalCode,
          phoneNumber: method.phoneNumber ?? '',
          data: bytes,
          displayText: DISPLAY_TEXT,
        });
  return { state: started.session, controlCode: started.verificationCode };
}

export type EidSignatureOutcome =
  | { state: 'running' }
  | { state: 'failed'; message: string }
  | { state: 'signed'; signature: string; algorithm: string; certificate: string };

/** One look at a signature in progress; a refused answer is logged and failed, never signed. */
export async function eidSignatureStatus(
  clients: EidClients,
  state: EidSignState,
  expected: { personalCode: string; data: string },
  log: FastifyBaseLogger | undefined,
): Promise<EidSignatureOutcome> {
  const check = { expectedPersonalCode: expected.personalCode, data: Buffer.from(expected.data, 'utf8') };
  try {
    const status =
      state.service === 'smart-id'
        ? await clients.smartId.signatureStatus(state, check)
        : await clients.mobileId.signatureStatus(state, check);
    if (status.state === 'RUNNING') return { state: 'running' };
    if (status.state === 'FAILED')
      return { state: 'failed', message: END_RESULT_SIGNING_MESSAGES[status.endResult] };
    return {
      state: 'signed',
      signature: status.signature.toString('base64'),
      algorithm: status.signatureAlgorithm,
      certificate: status.certificate.toString('base64'),
    };
  } catch (error) {
    if (error instanceof EidAnswerRejected) {
      log?.warn(
        { event: 'eid.answer_rejected', check: error.check, service: state.service, purpose: 'signing' },
        `eID signature refused: ${error.message}`,
      );
      return { state: 'failed', message: error.check === 'signature' ? 'failed' : 'certificate_not_fetched' };
    }
    if (error instanceof EidServiceError) {
      log?.error({ event: 'eid.service_unavailable', status: error.status }, error.message);
    }
    return { state: 'running' }; // Transient: the next ping asks again.
  }
}
