/**
 * Smart-ID RP API v3 client (SK-EID smart-id-documentation, RP-API_V3.yml and rp-api/*.html): notification
 * and anonymous device-link authentication with ACSP_V2, notification signing with RAW_DIGEST_SIGNATURE,
 * and the session-status long poll. Every OK answer is verified as SK's "Response verification" page
 * says before anyone is trusted: the state and result, the signature protocol, the callback's
 * sessionSecretDigest and userChallengeVerifier (Web2App), the certificate (./certificate-checks.ts), the
 * RSASSA-PSS signature over the ACSP_V2 payload or the signed data, the flow type, and the person.
 */
import { createHash, constants, verify as verifySignature, type KeyObject } from 'node:crypto';
import type * as pkijs from 'pkijs';
import { checkCertificate, personOf } from './certificate-checks';
import type { CertificateLevel } from './certificate-profile';
import {
  ACSP_V2,
  RAW_DIGEST_SIGNATURE,
  acspV2Payload,
  deviceLink,
  encodeInteractions,
  etsiPersonalNumber,
  newRpChallenge,
  notificationVerificationCode,
  sessionSecretDigest,
  userChallengeOf,
} from './smart-id-protocol';
import { isObject, serviceFailure, skRequest } from './sk-http';
import {
  EidAnswerRejected,
  EidServiceError,
  EidStartError,
  SMART_ID_END_RESULTS,
  type EidAuthStatus,
  type EidSignStatus,
  type SmartIdClient,
  type SmartIdEndResult,
} from './types';

export interface SmartIdClientOptions {
  /** Up to and including /v3, e.g. https://sid.demo.sk.ee/smart-id-rp/v3. */
  baseUrl: string;
  relyingPartyUUID: string;
  relyingPartyName: string;
  /** 'smart-id' in production, 'smart-id-demo' at SK's demo. */
  schemeName: string;
  anchors: readonly pkijs.Certificate[];
  /** The long poll of one status request (SK: 1000-120000 ms). */
  pollTimeoutMs?: number;
  /** The level required of every certificate (default QUALIFIED: a Smart-ID Basic account is refused). */
  requiredLevel?: CertificateLevel;
  fetch?: typeof fetch;
  now?: () => number;
}

const SIGNATURE_HASH = 'SHA-512';
const PSS_SALT_LENGTH = 64;
const START_TIMEOUT_MS = 15_000;

/** A signing-request's interactions: text with PIN (≤60 characters) for both flows. */
function interactionsFor(displayText: string): string {
  return encodeInteractions([{ type: 'displayTextAndPIN', displayText60: displayText.slice(0, 60) }]);
}

function problemCodes(body: unknown): string[] {
  if (!isObject(body) || !Array.isArray(body.errors)) return [];
  return body.errors.flatMap((item: unknown) =>
    isObject(item) && typeof item.code === 'string' ? [item.code] : [],
  );
}

interface CompletedAnswer {
  endResult: string;
  signatureProtocol: unknown;
  signature: Record<string, unknown>;
  cert: Record<string, unknown>;
  interactionTypeUsed: unknown;
}

function stringField(object: Record<string, unknown>, field: string): string {
  const value = object[field];
  if (typeof value !== 'string' || value === '') {
    throw new EidAnswerRejected('response', `The answer lacks ${field}`);
  }
  return value;
}

export function createSmartIdClient(options: SmartIdClientOptions): SmartIdClient {
  const base = options.baseUrl.replace(/\/+$/, '');
  const fetchImpl = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const pollTimeoutMs = Math.min(120_000, Math.max(1000, options.pollTimeoutMs ?? 1000));
  const requiredLevel = options.requiredLevel ?? 'QUALIFIED';
  const rp = { relyingPartyUUID: options.relyingPartyUUID, relyingPartyName: options.relyingPartyName };

  async function start(path: string, body: unknown): Promise<Record<string, unknown>> {
    const response = await skRequest(fetchImpl, `${base}${path}`, {
      method: 'POST',
      body,
      timeoutMs: START_TIMEOUT_MS,
    });
    if (response.status === 404) {
      // "No suitable account of requested type found, but user has some other accounts": a Basic account.
      throw new EidStartError(
        problemCodes(response.body).includes('NO_SUITABLE_ACCOUNT_FOUND')
          ? 'smart_id_basic'
          : 'smart_id_does_not_exist',
      );
    }
    if (response.status !== 200 || !isObject(response.body))
      throw serviceFailure(response.status, 'Smart-ID');
    return response.body;
  }

  /** One long poll: null while RUNNING, the end result, or the parts of an OK answer. */
  async function poll(sessionId: string): Promise<null | { failed: SmartIdEndResult } | CompletedAnswer> {
    const response = await skRequest(
      fetchImpl,
      `${base}/session/${encodeURIComponent(sessionId)}?timeoutMs=${String(pollTimeoutMs)}`,
      { method: 'GET', timeoutMs: pollTimeoutMs + 5000 },
    );
    // "Session does not exist or has expired."
    if (response.status === 404) return { failed: 'TIMEOUT' };
    if (response.status !== 200 || !isObject(response.body))
      throw serviceFailure(response.status, 'Smart-ID');
    const body = response.body;
    if (body.state === 'RUNNING') return null;
    if (body.state !== 'COMPLETE' || !isObject(body.result)) {
      throw new EidAnswerRejected('response', 'The session state is neither RUNNING nor COMPLETE');
    }
    const endResult = body.result.endResult;
    if (endResult !== 'OK') {
      if ((SMART_ID_END_RESULTS as readonly unknown[]).includes(endResult)) {
        return { failed: endResult as SmartIdEndResult };
      }
      throw new EidServiceError(`Smart-ID answered an unknown end result`);
    }
    if (!isObject(body.signature) || !isObject(body.cert)) {
      throw new EidAnswerRejected('response', 'An OK answer without signature or certificate');
    }
    return {
      endResult,
      signatureProtocol: body.signatureProtocol,
      signature: body.signature,
      cert: body.cert,
      interactionTypeUsed: body.interactionTypeUsed,
    };
  }

  /** RSASSA-PSS with SHA-512, MGF1 SHA-512, salt 64, trailer 0xbc: what we asked for, nothing else. */
  function checkPssParameters(signature: Record<string, unknown>): void {
    const params = signature.signatureAlgorithmParameters;
    const mask = isObject(params) ? params.maskGenAlgorithm : null;
    if (
      signature.signatureAlgorithm !== 'rsassa-pss' ||
      !isObject(params) ||
      params.hashAlgorithm !== SIGNATURE_HASH ||
      !isObject(mask) ||
      mask.algorithm !== 'id-mgf1' ||
      !isObject(mask.parameters) ||
      mask.parameters.hashAlgorithm !== SIGNATURE_HASH ||
      params.saltLength !== PSS_SALT_LENGTH ||
      (params.trailerField !== undefined && params.trailerField !== '0xbc')
    ) {
      throw new EidAnswerRejected('signature', 'Unexpected signature algorithm or parameters');
    }
  }

  function pssVerifies(data: Buffer, signatureBase64: string, publicKey: KeyObject): boolean {
    return verifySignature(
      'sha512',
      data,
      { key: publicKey, padding: constants.RSA_PKCS1_PSS_PADDING, saltLength: PSS_SALT_LENGTH },
      Buffer.from(signatureBase64, 'base64'),
    );
  }

  return {
    async startNotificationAuthentication({ personalCode, displayText }) {
      const rpChallenge = newRpChallenge();
      const interactions = interactionsFor(displayText);
      const answer = await start(`/authentication/notification/etsi/${etsiPersonalNumber(personalCode)}`, {
        ...rp,
        certificateLevel: requiredLevel,
        signatureProtocol: ACSP_V2,
        signatureProtocolParameters: {
          rpChallenge,
          signatureAlgorithm: 'rsassa-pss',
          signatureAlgorithmParameters: { hashAlgorithm: SIGNATURE_HASH },
        },
        interactions,
        vcType: 'numeric4',
      });
      return {
        session: {
          service: 'smart-id',
          kind: 'authentication',
          flow: 'notification',
          sessionId: stringField(answer, 'sessionID'),
          rpChallenge,
          interactions,
        },
        verificationCode: notificationVerificationCode(rpChallenge),
      };
    },

    async startDeviceLinkAuthentication({ initialCallbackUrl, displayText }) {
      const rpChallenge = newRpChallenge();
      const interactions = interactionsFor(displayText);
      const answer = await start('/authentication/device-link/anonymous', {
        ...rp,
        initialCallbackUrl,
        certificateLevel: requiredLevel,
        signatureProtocol: ACSP_V2,
        signatureProtocolParameters: {
          rpChallenge,
          signatureAlgorithm: 'rsassa-pss',
          signatureAlgorithmParameters: { hashAlgorithm: SIGNATURE_HASH },
        },
        interactions,
      });
      return {
        session: {
          service: 'smart-id',
          kind: 'authentication',
          flow: 'device-link',
          sessionId: stringField(answer, 'sessionID'),
          sessionToken: stringField(answer, 'sessionToken'),
          sessionSecret: stringField(answer, 'sessionSecret'),
          deviceLinkBase: stringField(answer, 'deviceLinkBase'),
          receivedAt: now(),
          rpChallenge,
          interactions,
          initialCallbackUrl,
        },
      };
    },

    deviceLink(session, { type, lang, now: at }) {
      if (
        session.flow !== 'device-link' ||
        !session.sessionSecret ||
        !session.sessionToken ||
        !session.deviceLinkBase
      ) {
        throw new Error('Not a device-link session');
      }
      return deviceLink({
        schemeName: options.schemeName,
        signatureProtocol: ACSP_V2,
        challengeOrDigest: session.rpChallenge,
        relyingPartyName: options.relyingPartyName,
        interactions: session.interactions,
        initialCallbackUrl: session.initialCallbackUrl ?? '',
        sessionSecret: session.sessionSecret,
        deviceLinkBase: session.deviceLinkBase,
        deviceLinkType: type,
        elapsedSeconds: Math.max(0, Math.floor((at - (session.receivedAt ?? at)) / 1000)),
        sessionToken: session.sessionToken,
        sessionType: 'auth',
        lang,
      });
    },

    async authenticationStatus(session, check): Promise<EidAuthStatus> {
      const answer = await poll(session.sessionId);
      if (answer === null) return { state: 'RUNNING' };
      if ('failed' in answer) return { state: 'FAILED', endResult: answer.failed };
      if (answer.signatureProtocol !== ACSP_V2) {
        throw new EidAnswerRejected('response', 'The answer is not an ACSP_V2 signature');
      }
      const signature = answer.signature;
      const flowType = stringField(signature, 'flowType');
      const allowed = session.flow === 'notification' ? ['Notification'] : ['QR', 'Web2App'];
      if (!allowed.includes(flowType))
        throw new EidAnswerRejected('response', `Unexpected flow type ${flowType}`);
      const userChallenge = stringField(signature, 'userChallenge');
      const sameDevice = flowType === 'Web2App';
      if (sameDevice) {
        // The browser must come back through the callback first; then both values must match.
        if (!check.callback) return { state: 'AWAITING_CALLBACK' };
        if (check.callback.sessionSecretDigest !== sessionSecretDigest(session.sessionSecret ?? '')) {
          throw new EidAnswerRejected('callback', 'sessionSecretDigest does not match');
        }
        if (userChallengeOf(check.callback.userChallengeVerifier) !== userChallenge) {
          throw new EidAnswerRejected(
            'callback',
            'userChallengeVerifier does not match the signed userChallenge',
          );
        }
      }
      checkPssParameters(signature);
      const certificate = await checkCertificate(Buffer.from(stringField(answer.cert, 'value'), 'base64'), {
        anchors: options.anchors,
        scheme: 'smart-id',
        purpose: 'authentication',
        reportedLevel: String(answer.cert.certificateLevel ?? ''),
        requiredLevel,
        now,
        fetch: fetchImpl,
      });
      const payload = acspV2Payload({
        schemeName: options.schemeName,
        serverRandom: stringField(signature, 'serverRandom'),
        rpChallenge: session.rpChallenge,
        userChallenge,
        relyingPartyName: options.relyingPartyName,
        interactions: session.interactions,
        interactionTypeUsed: typeof answer.interactionTypeUsed === 'string' ? answer.interactionTypeUsed : '',
        initialCallbackUrl: sameDevice ? (session.initialCallbackUrl ?? '') : '',
        flowType,
      });
      if (
        !pssVerifies(Buffer.from(payload, 'utf8'), stringField(signature, 'value'), certificate.publicKey)
      ) {
        throw new EidAnswerRejected('signature', 'The ACSP_V2 signature does not verify');
      }
      if (
        check.expectedPersonalCode !== undefined &&
        certificate.personalCode !== check.expectedPersonalCode
      ) {
        throw new EidAnswerRejected('person', 'The certificate names another person');
      }
      return {
        state: 'OK',
        person: personOf(certificate),
        certificate: certificate.der,
        flowType,
      };
    },

    async startNotificationSignature({ personalCode, data, displayText }) {
      const digest = createHash('sha512').update(data).digest('base64');
      const interactions = interactionsFor(displayText);
      const answer = await start(`/signature/notification/etsi/${etsiPersonalNumber(personalCode)}`, {
        ...rp,
        certificateLevel: requiredLevel,
        signatureProtocol: RAW_DIGEST_SIGNATURE,
        signatureProtocolParameters: {
          digest,
          signatureAlgorithm: 'rsassa-pss',
          signatureAlgorithmParameters: { hashAlgorithm: SIGNATURE_HASH },
        },
        interactions,
      });
      const vc = answer.vc;
      if (
        !isObject(vc) ||
        vc.type !== 'numeric4' ||
        typeof vc.value !== 'string' ||
        !/^\d{4}$/.test(vc.value)
      ) {
        throw new EidServiceError('Smart-ID answered no usable verification code');
      }
      return {
        session: {
          service: 'smart-id',
          kind: 'signature',
          sessionId: stringField(answer, 'sessionID'),
          digest,
          interactions,
        },
        verificationCode: vc.value,
      };
    },

    async signatureStatus(session, check): Promise<EidSignStatus> {
      const answer = await poll(session.sessionId);
      if (answer === null) return { state: 'RUNNING' };
      if ('failed' in answer) return { state: 'FAILED', endResult: answer.failed };
      if (answer.signatureProtocol !== RAW_DIGEST_SIGNATURE) {
        throw new EidAnswerRejected('response', 'The answer is not a RAW_DIGEST_SIGNATURE signature');
      }
      if (createHash('sha512').update(check.data).digest('base64') !== session.digest) {
        throw new EidAnswerRejected('signature', 'The data is not what was sent for signing');
      }
      const signature = answer.signature;
      if (stringField(signature, 'flowType') !== 'Notification') {
        throw new EidAnswerRejected('response', 'Unexpected flow type');
      }
      checkPssParameters(signature);
      const certificate = await checkCertificate(Buffer.from(stringField(answer.cert, 'value'), 'base64'), {
        anchors: options.anchors,
        scheme: 'smart-id',
        purpose: 'signing',
        reportedLevel: String(answer.cert.certificateLevel ?? ''),
        requiredLevel,
        now,
        fetch: fetchImpl,
      });
      const value = stringField(signature, 'value');
      if (!pssVerifies(check.data, value, certificate.publicKey)) {
        throw new EidAnswerRejected(
          'signature',
          'The signature does not verify against the signing certificate',
        );
      }
      if (certificate.personalCode !== check.expectedPersonalCode) {
        throw new EidAnswerRejected('person', 'The signing certificate names another person');
      }
      return {
        state: 'OK',
        person: personOf(certificate),
        certificate: certificate.der,
        signature: Buffer.from(value, 'base64'),
        signatureAlgorithm: 'rsassa-pss/SHA-512',
      };
    },
  };
}
