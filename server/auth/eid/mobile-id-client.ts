/**
 * Mobile-ID REST client (SK-EID/MID README): POST /authentication, /certificate and /signature, and the
 * status long polls GET /authentication/session/{id} and /signature/session/{id}. Lithuanian dialogue
 * (language LIT; display text in UCS-2 when it has Lithuanian letters). An OK answer is trusted only after
 * the certificate passes ./certificate-checks.ts and the signature verifies over the hash we sent: RSA
 * PKCS#1 v1.5, EC raw r‖s (IEEE P1363).
 */
import { createHash, randomBytes, verify as verifySignature } from 'node:crypto';
import type * as pkijs from 'pkijs';
import { checkCertificate, personOf, type CheckedCertificate } from './certificate-checks';
import { displayTextFormat, maxDisplayTextLength, mobileIdVerificationCode } from './mobile-id-protocol';
import { isObject, serviceFailure, skRequest } from './sk-http';
import {
  EidAnswerRejected,
  EidServiceError,
  EidStartError,
  MOBILE_ID_END_RESULTS,
  type EidAuthStatus,
  type EidSignStatus,
  type MobileIdClient,
  type MobileIdEndResult,
} from './types';

export interface MobileIdClientOptions {
  /** Up to and including /mid-api, e.g. https://tsp.demo.sk.ee/mid-api. */
  baseUrl: string;
  relyingPartyUUID: string;
  relyingPartyName: string;
  anchors: readonly pkijs.Certificate[];
  pollTimeoutMs?: number;
  fetch?: typeof fetch;
  now?: () => number;
}

const START_TIMEOUT_MS = 15_000;
const SIGNATURE_ALGORITHMS = ['SHA256WithRSAEncryption', 'SHA256WithECEncryption'];

function displayFields(text: string): { displayText: string; displayTextFormat: 'GSM-7' | 'UCS-2' } {
  const format = displayTextFormat(text);
  return {
    displayText: [...text].slice(0, maxDisplayTextLength(format)).join(''),
    displayTextFormat: format,
  };
}

export function createMobileIdClient(options: MobileIdClientOptions): MobileIdClient {
  const base = options.baseUrl.replace(/\/+$/, '');
  const fetchImpl = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const pollTimeoutMs = Math.max(1000, options.pollTimeoutMs ?? 1000);
  const rp = { relyingPartyUUID: options.relyingPartyUUID, relyingPartyName: options.relyingPartyName };

  async function post(path: string, body: unknown): Promise<Record<string, unknown>> {
    const response = await skRequest(fetchImpl, `${base}${path}`, {
      method: 'POST',
      body,
      timeoutMs: START_TIMEOUT_MS,
    });
    if (response.status !== 200 || !isObject(response.body))
      throw serviceFailure(response.status, 'Mobile-ID');
    return response.body;
  }

  /** POST /authentication or /signature of a SHA-256 hash, in Lithuanian: the session id. */
  async function startSession(
    path: '/authentication' | '/signature',
    personalCode: string,
    phoneNumber: string,
    hash: Buffer,
    displayText: string,
  ): Promise<string> {
    const answer = await post(path, {
      ...rp,
      phoneNumber: `+${phoneNumber}`,
      nationalIdentityNumber: personalCode,
      hash: hash.toString('base64'),
      hashType: 'SHA256',
      language: 'LIT',
      ...displayFields(displayText),
    });
    if (typeof answer.sessionID !== 'string') throw new EidServiceError('Mobile-ID answered no sessionID');
    return answer.sessionID;
  }

  async function poll(
    path: string,
  ): Promise<null | { failed: MobileIdEndResult } | { ok: Record<string, unknown> }> {
    const response = await skRequest(fetchImpl, `${base}${path}?timeoutMs=${String(pollTimeoutMs)}`, {
      method: 'GET',
      timeoutMs: pollTimeoutMs + 5000,
    });
    // "Sessions expire within 5 minutes."
    if (response.status === 404) return { failed: 'TIMEOUT' };
    if (response.status !== 200 || !isObject(response.body))
      throw serviceFailure(response.status, 'Mobile-ID');
    const body = response.body;
    if (body.state === 'RUNNING') return null;
    if (body.state !== 'COMPLETE')
      throw new EidAnswerRejected('response', 'The session state is neither RUNNING nor COMPLETE');
    if (body.result !== 'OK') {
      if ((MOBILE_ID_END_RESULTS as readonly unknown[]).includes(body.result)) {
        return { failed: body.result as MobileIdEndResult };
      }
      throw new EidServiceError('Mobile-ID answered an unknown result');
    }
    return { ok: body };
  }

  function verifyOver(
    data: Buffer,
    answer: Record<string, unknown>,
    certificate: CheckedCertificate,
  ): Buffer {
    const signature = answer.signature;
    if (
      !isObject(signature) ||
      typeof signature.value !== 'string' ||
      typeof signature.algorithm !== 'string'
    ) {
      throw new EidAnswerRejected('response', 'An OK answer without a signature');
    }
    if (!SIGNATURE_ALGORITHMS.includes(signature.algorithm)) {
      throw new EidAnswerRejected('signature', `Unexpected signature algorithm ${signature.algorithm}`);
    }
    const value = Buffer.from(signature.value, 'base64');
    const ec = signature.algorithm.includes('WithEC');
    if (ec !== (certificate.publicKey.asymmetricKeyType === 'ec')) {
      throw new EidAnswerRejected('signature', 'The signature algorithm does not fit the certificate key');
    }
    const ok = verifySignature(
      'sha256',
      data,
      ec ? { key: certificate.publicKey, dsaEncoding: 'ieee-p1363' } : certificate.publicKey,
      value,
    );
    if (!ok) throw new EidAnswerRejected('signature', 'The signature does not verify over the hash we sent');
    return value;
  }

  async function checked(der: Buffer, purpose: 'authentication' | 'signing', expected: string) {
    const certificate = await checkCertificate(der, {
      anchors: options.anchors,
      scheme: 'mobile-id',
      purpose,
      now,
      fetch: fetchImpl,
    });
    if (certificate.personalCode !== expected)
      throw new EidAnswerRejected('person', 'The certificate names another person');
    return certificate;
  }

  return {
    async startAuthentication({ personalCode, phoneNumber, displayText }) {
      const challenge = randomBytes(32);
      const hash = createHash('sha256').update(challenge).digest();
      const sessionId = await startSession('/authentication', personalCode, phoneNumber, hash, displayText);
      return {
        session: {
          service: 'mobile-id',
          kind: 'authentication',
          sessionId,
          challenge: challenge.toString('base64'),
        },
        verificationCode: mobileIdVerificationCode(hash),
      };
    },

    async authenticationStatus(session, check): Promise<EidAuthStatus> {
      const polled = await poll(`/authentication/session/${encodeURIComponent(session.sessionId)}`);
      if (polled === null) return { state: 'RUNNING' };
      if ('failed' in polled) return { state: 'FAILED', endResult: polled.failed };
      const answer = polled.ok;
      if (typeof answer.cert !== 'string')
        throw new EidAnswerRejected('response', 'An OK answer without a certificate');
      const certificate = await checked(
        Buffer.from(answer.cert, 'base64'),
        'authentication',
        check.expectedPersonalCode,
      );
      verifyOver(Buffer.from(session.challenge, 'base64'), answer, certificate);
      return {
        state: 'OK',
        person: personOf(certificate),
        certificate: certificate.der,
        flowType: 'MobileID',
      };
    },

    async startSignature({ personalCode, phoneNumber, data, displayText }) {
      const person = { ...rp, phoneNumber: `+${phoneNumber}`, nationalIdentityNumber: personalCode };
      const found = await post('/certificate', person);
      if (found.result === 'NOT_FOUND') throw new EidStartError('mobile_id_does_not_exist');
      if (found.result !== 'OK' || typeof found.cert !== 'string')
        throw new EidServiceError('Mobile-ID answered no certificate');
      // The signing certificate is checked before the person is asked to sign with it.
      await checked(Buffer.from(found.cert, 'base64'), 'signing', personalCode);
      const hash = createHash('sha256').update(data).digest();
      const sessionId = await startSession('/signature', personalCode, phoneNumber, hash, displayText);
      return {
        session: {
          service: 'mobile-id',
          kind: 'signature',
          sessionId,
          certificate: found.cert,
        },
        verificationCode: mobileIdVerificationCode(hash),
      };
    },

    async signatureStatus(session, check): Promise<EidSignStatus> {
      const polled = await poll(`/signature/session/${encodeURIComponent(session.sessionId)}`);
      if (polled === null) return { state: 'RUNNING' };
      if ('failed' in polled) return { state: 'FAILED', endResult: polled.failed };
      const answer = polled.ok;
      // Checked again: it may have been revoked since the signing started.
      const certificate = await checked(
        Buffer.from(session.certificate, 'base64'),
        'signing',
        check.expectedPersonalCode,
      );
      const signature = verifyOver(check.data, answer, certificate);
      return {
        state: 'OK',
        person: personOf(certificate),
        certificate: certificate.der,
        signature,
        signatureAlgorithm: String((answer.signature as Record<string, unknown>).algorithm),
      };
    },
  };
}
