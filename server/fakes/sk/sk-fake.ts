/**
 * A protocol-faithful fake of SK ID Solutions' Smart-ID RP API v3 and Mobile-ID REST API, on loopback,
 * for the demo (`npm run fake:sk`, started by `npm start`) and the tests. It answers on SK's paths with
 * SK's bodies, long polls, error bodies (RFC 9457 problem details for Smart-ID, `{error,time,traceId}` for
 * Mobile-ID) and end results; its certificates come from its own test CA (./test-pki.ts) with an OCSP
 * responder at /ocsp; its trust anchors are at /trust-anchors.pem.
 *
 *   /smart-id-rp/v3/authentication/notification/etsi/{id}   /smart-id-rp/v3/authentication/device-link/anonymous
 *   /smart-id-rp/v3/signature/notification/etsi/{id}        /smart-id-rp/v3/session/{sessionID}?timeoutMs=
 *   /mid-api/authentication  /mid-api/signature  /mid-api/certificate
 *   /mid-api/authentication/session/{id}  /mid-api/signature/session/{id}  /mid-api/version
 *
 * The "phone" plays the customer (./identities.ts says who exists): notification sessions of the demo
 * identities answer by themselves after `confirmDelayMs` (EID_CONFIRM_DELAY_MS) as SK's demo accounts
 * do; besides, POST /phone/scan (a QR link: checks its authCode and that elapsedSeconds is fresh),
 * /phone/open (a Web2App link: answers the callback URL the app would open), /phone/confirm (with the
 * verification code the person picks), /phone/refuse; GET /phone is that phone as a page for a person trying
 * the demo (./phone-page.ts). Tests can make the next answer for a person carry
 * one defect (`defect`, or POST /phone/defect): a forged signature, a certificate from another CA, an
 * expired or revoked certificate, wrong policies or key usage, a lower level, another person's
 * certificate, tampered interactions.
 */
import { constants, randomBytes, randomUUID, sign } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import {
  ACSP_V2,
  RAW_DIGEST_SIGNATURE,
  acspV2Payload,
  authCode,
  authCodePayload,
  decodeInteractions,
  deviceLink,
  notificationVerificationCode,
  sessionSecretDigest,
  userChallengeOf,
} from '../../auth/eid/smart-id-protocol';
import { mobileIdVerificationCode } from '../../auth/eid/mobile-id-protocol';
import {
  createTestPki,
  type IssuedCertificate,
  type OcspStatus,
  type TestPki,
  type UserCertificateSpec,
} from './test-pki';
import {
  MOBILE_ID_DEMO,
  MOBILE_ID_EC_PERSONS,
  NAMES,
  SMART_ID_BEHAVIOUR,
  nameOf,
  type MobileIdBehaviour,
} from './identities';
import { phonePage } from './phone-page';
import { signSha256HashEcdsa, signSha256HashPkcs1, signSha512DigestPss } from './rsa-digest-signing';
import { KEY_USAGE } from './test-pki';

/** Smart-ID RP API v3 `result.endResult` values other than OK (SK's documentation, "Session status"). */
const SMART_ID_FAILURES: readonly string[] = [
  'USER_REFUSED',
  'TIMEOUT',
  'DOCUMENT_UNUSABLE',
  'WRONG_VC',
  'REQUIRED_INTERACTION_NOT_SUPPORTED_BY_APP',
  'USER_REFUSED_CERT_CHOICE',
  'USER_REFUSED_INTERACTION',
  'PROTOCOL_FAILURE',
  'EXPECTED_LINKED_SESSION',
  'SERVER_ERROR',
  'ACCOUNT_UNUSABLE',
];
/** Mobile-ID REST `result` values other than OK (SK-EID/MID, "Session status"). */
const MOBILE_ID_FAILURES: readonly string[] = [
  'TIMEOUT',
  'NOT_MID_CLIENT',
  'USER_CANCELLED',
  'SIGNATURE_HASH_MISMATCH',
  'PHONE_ABSENT',
  'DELIVERY_ERROR',
  'SIM_ERROR',
];

export const DEMO_RELYING_PARTY = {
  uuid: '00000000-0000-0000-0000-000000000000',
  name: 'DEMO',
} as const;

export const SK_FAKE_DEFECTS = [
  'forged-signature',
  'another-ca',
  'expired',
  'revoked',
  'wrong-policy',
  'wrong-key-usage',
  'lower-level',
  'another-person',
  /** The subject's serialNumber is another person's; its common name (CN) still names the person asked. */
  'misleading-common-name',
  'tampered-interactions',
] as const;
export type SkFakeDefect = (typeof SK_FAKE_DEFECTS)[number];

export interface SkFakeOptions {
  /** How long a demo person takes to answer a push (EID_CONFIRM_DELAY_MS); default 4000. */
  confirmDelayMs?: number;
  /** The relying party it serves (SK's demo: DEMO / 00000000-…). */
  relyingPartyUUID?: string;
  relyingPartyName?: string;
  /** 'smart-id-demo', as SK's demo service. */
  schemeName?: string;
  /** How far a scanned QR link's elapsedSeconds may be from the truth (default 2 s). */
  qrFreshnessSeconds?: number;
  /**
   * How long a session waits for the person before SK's service ends it with TIMEOUT (default 120 s, the
   * longest window SK's clients poll for).
   */
  sessionTimeoutMs?: number;
  now?: () => number;
}

type Json = Record<string, unknown>;

interface FakeSession {
  id: string;
  service: 'smart-id' | 'mobile-id';
  kind: 'authentication' | 'signature';
  flow: 'notification' | 'device-link';
  personalCode: string | null;
  /** Smart-ID request parts. */
  challengeOrDigest: string;
  interactions: string;
  initialCallbackUrl: string;
  sessionToken: string;
  sessionSecret: string;
  verificationCode: string;
  /** Mobile-ID: the hash (Base64) and the number. */
  hash: string;
  phone: string;
  createdAt: number;
  answer: Json | null;
  waiters: Set<() => void>;
}

const MID_RESULT: Readonly<Record<Exclude<MobileIdBehaviour, 'OK'>, string>> = {
  NOT_MID_CLIENT: 'NOT_MID_CLIENT',
  USER_CANCELLED: 'USER_CANCELLED',
  TIMEOUT: 'TIMEOUT',
  PHONE_ABSENT: 'PHONE_ABSENT',
};

export interface SkFake {
  app: FastifyInstance;
  /** http://127.0.0.1:<port> */
  url: string;
  smartIdUrl: string;
  mobileIdUrl: string;
  trustAnchorsPem: string;
  /** The next answer for this person carries the defect (once). */
  defect(personalCode: string, defect: SkFakeDefect): void;
  /** While on, the OCSP responder answers 503 (an outage); returns how many requests it has refused so far. */
  ocspOutage(on: boolean): void;
  /**
   * While set, every Smart-ID and Mobile-ID API request answers this status as SK's services do: 580 under
   * maintenance, 480 a client version no longer supported; null answers normally again.
   */
  serviceStatus(status: 480 | 580 | null): void;
  /** The last 100 Smart-ID and Mobile-ID API requests received, oldest first, with their JSON bodies. */
  readonly requests: ReadonlyArray<{ method: string; path: string; body: unknown }>;
  readonly ocspRefused: number;
  close(): Promise<void>;
}

const isValidPersonalCode = (code: string): boolean => /^[1-6]\d{10}$/.test(code);

/** How long a session waits for the person before it ends with TIMEOUT, unless told otherwise. */
const SESSION_TIMEOUT_MS = 120_000;

export async function startSkFake(
  options: SkFakeOptions & { port?: number; host?: string } = {},
): Promise<SkFake> {
  const app = Fastify({ logger: false });
  // Both known once the port is (routes are added before listening, used only after).
  let url = '';
  let pki: TestPki | null = null;
  const ready = (): TestPki => {
    if (!pki) throw new Error('The SK fake is not started');
    return pki;
  };
  const confirmDelayMs = options.confirmDelayMs ?? 4000;
  const rpUuid = options.relyingPartyUUID ?? DEMO_RELYING_PARTY.uuid;
  const rpName = options.relyingPartyName ?? DEMO_RELYING_PARTY.name;
  const schemeName = options.schemeName ?? 'smart-id-demo';
  const freshness = options.qrFreshnessSeconds ?? 2;
  const sessionTimeoutMs = options.sessionTimeoutMs ?? SESSION_TIMEOUT_MS;
  const now = options.now ?? Date.now;
  const sessions = new Map<string, FakeSession>();
  const byToken = new Map<string, FakeSession>();
  const certificates = new Map<string, Promise<IssuedCertificate>>();
  const ocspStatus = new Map<string, OcspStatus>();
  const defects = new Map<string, SkFakeDefect>();
  let ocspDown = false;
  let serviceDown: 480 | 580 | null = null;
  const requests: { method: string; path: string; body: unknown }[] = [];
  let ocspRefused = 0;
  const midPairs = new Map<string, string>(); // phone -> personal code
  const midPhoneOf = new Map<string, string>(); // personal code -> phone
  for (const [phone, demo] of Object.entries(MOBILE_ID_DEMO)) {
    if (demo.personalCode) {
      midPairs.set(phone, demo.personalCode);
      midPhoneOf.set(demo.personalCode, phone);
    }
  }
  const timers = new Set<NodeJS.Timeout>();

  function later(ms: number, run: () => void): void {
    const timer = setTimeout(() => {
      timers.delete(timer);
      run();
    }, ms);
    timers.add(timer);
  }

  async function certificate(
    spec: UserCertificateSpec,
    by: 'sk' | 'another-ca' = 'sk',
    status: OcspStatus = 'good',
  ) {
    const plain =
      by === 'sk' &&
      status === 'good' &&
      !spec.policies &&
      !spec.keyUsage &&
      !spec.notAfter &&
      !spec.serialNumber;
    const key = `${spec.scheme}|${spec.purpose}|${spec.level ?? 'QUALIFIED'}|${spec.personalCode}`;
    const issue = async () => {
      const issued = await ready().issue(spec, { by });
      ocspStatus.set(issued.serialHex, status);
      return issued;
    };
    if (!plain) return issue();
    let cached = certificates.get(key);
    if (!cached) {
      cached = issue();
      certificates.set(key, cached);
    }
    return cached;
  }

  /** The certificate an answer carries: the person's own, or one with the defect asked for. */
  async function certificateFor(
    session: FakeSession,
    personalCode: string,
    defect: SkFakeDefect | undefined,
  ) {
    const purpose = session.kind === 'authentication' ? 'authentication' : 'signing';
    const base: UserCertificateSpec = {
      personalCode,
      ...nameOf(personalCode),
      purpose,
      scheme: session.service,
      ...(session.service === 'mobile-id' && MOBILE_ID_EC_PERSONS.has(personalCode)
        ? { key: 'ec' as const }
        : {}),
    };
    const level = SMART_ID_BEHAVIOUR[personalCode] === 'BASIC' ? 'ADVANCED' : 'QUALIFIED';
    switch (defect) {
      case 'another-ca':
        return { issued: await certificate({ ...base, level }, 'another-ca'), level };
      case 'expired':
        return {
          issued: await certificate({
            ...base,
            level,
            notBefore: new Date(now() - 800 * 86_400_000),
            notAfter: new Date(now() - 86_400_000),
          }),
          level,
        };
      case 'revoked':
        return {
          issued: await certificate(
            { ...base, level, serialNumber: `PNOLT-${personalCode}` },
            'sk',
            'revoked',
          ),
          level,
        };
      case 'wrong-policy':
        return { issued: await certificate({ ...base, level, policies: ['1.3.6.1.4.1.10015.1.3'] }), level };
      case 'wrong-key-usage':
        return {
          issued: await certificate({
            ...base,
            level,
            keyUsage: purpose === 'authentication' ? KEY_USAGE.nonRepudiation : KEY_USAGE.digitalSignature,
            extendedKeyUsage: purpose === 'authentication' ? ['1.3.6.1.5.5.7.3.4'] : [],
          }),
          level,
        };
      case 'lower-level':
        return { issued: await certificate({ ...base, level: 'ADVANCED' }), level: 'ADVANCED' as const };
      case 'another-person': {
        const other = personalCode === '30303039914' ? '40504040001' : '30303039914';
        return {
          issued: await certificate({ ...base, personalCode: other, ...nameOf(other), level }),
          level,
        };
      }
      case 'misleading-common-name': {
        const other = personalCode === '30303039914' ? '40504040001' : '30303039914';
        return {
          issued: await certificate({
            ...base,
            level,
            serialNumber: `PNOLT-${other}`,
            commonName: `${base.surname},${base.givenName},PNOLT-${personalCode}`,
          }),
          level,
        };
      }
      default:
        return { issued: await certificate({ ...base, level }), level };
    }
  }

  function finish(session: FakeSession, answer: Json): void {
    if (session.answer) return;
    session.answer = answer;
    for (const wake of session.waiters) wake();
    session.waiters.clear();
  }

  const time = () => new Date(now()).toISOString().slice(0, 19);
  const traceId = () => randomBytes(8).toString('hex');

  function smartIdFailure(session: FakeSession, endResult: string): void {
    finish(session, { state: 'COMPLETE', result: { endResult } });
  }

  function midFailure(session: FakeSession, result: string): void {
    finish(session, { state: 'COMPLETE', result, time: time(), traceId: traceId() });
  }

  /** The person confirms: builds the answer SK would give, with the defect asked for (if any). */
  async function confirm(
    session: FakeSession,
    personalCode: string,
    flowType: string,
  ): Promise<{ userChallengeVerifier: string }> {
    session.personalCode = personalCode;
    const defect = defects.get(personalCode);
    defects.delete(personalCode);
    const { issued, level } = await certificateFor(session, personalCode, defect);
    const verifier = randomBytes(32).toString('base64url');
    if (session.service === 'mobile-id') {
      const ec = MOBILE_ID_EC_PERSONS.has(personalCode);
      const hash = Buffer.from(session.hash, 'base64');
      let signature = ec
        ? signSha256HashEcdsa(hash, issued.privateKey)
        : signSha256HashPkcs1(hash, issued.privateKey);
      if (defect === 'forged-signature')
        signature = Buffer.from(signature.map((byte, index) => (index === 10 ? byte ^ 1 : byte)));
      finish(session, {
        state: 'COMPLETE',
        result: 'OK',
        signature: {
          value: signature.toString('base64'),
          algorithm: ec ? 'SHA256WithECEncryption' : 'SHA256WithRSAEncryption',
        },
        ...(session.kind === 'authentication' ? { cert: issued.der.toString('base64') } : {}),
        time: time(),
        traceId: traceId(),
      });
      return { userChallengeVerifier: verifier };
    }
    const pss = {
      hashAlgorithm: 'SHA-512',
      maskGenAlgorithm: { algorithm: 'id-mgf1', parameters: { hashAlgorithm: 'SHA-512' } },
      saltLength: 64,
      trailerField: '0xbc',
    };
    let signatureValue: Buffer;
    let signatureObject: Json;
    if (session.kind === 'authentication') {
      const serverRandom = randomBytes(18).toString('base64');
      const userChallenge = userChallengeOf(verifier);
      const interactions = decodeInteractions(session.interactions);
      const payload = acspV2Payload({
        schemeName,
        serverRandom,
        rpChallenge: session.challengeOrDigest,
        userChallenge,
        relyingPartyName: rpName,
        interactions:
          defect === 'tampered-interactions' ? Buffer.from('[]').toString('base64') : session.interactions,
        interactionTypeUsed: interactions[0]?.type ?? 'displayTextAndPIN',
        initialCallbackUrl: flowType === 'Web2App' ? session.initialCallbackUrl : '',
        flowType,
      });
      signatureValue = sign('sha512', Buffer.from(payload, 'utf8'), {
        key: issued.privateKey,
        padding: constants.RSA_PKCS1_PSS_PADDING,
        saltLength: 64,
      });
      signatureObject = {
        serverRandom,
        userChallenge,
        flowType,
        signatureAlgorithm: 'rsassa-pss',
        signatureAlgorithmParameters: pss,
      };
    } else {
      signatureValue = signSha512DigestPss(
        Buffer.from(session.challengeOrDigest, 'base64'),
        issued.privateKey,
      );
      signatureObject = { flowType, signatureAlgorithm: 'rsassa-pss', signatureAlgorithmParameters: pss };
    }
    if (defect === 'forged-signature') {
      signatureValue = Buffer.from(signatureValue.map((byte, index) => (index === 10 ? byte ^ 1 : byte)));
    }
    finish(session, {
      state: 'COMPLETE',
      result: { endResult: 'OK', documentNumber: `PNOLT-${personalCode}-MOCK-Q` },
      signatureProtocol: session.kind === 'authentication' ? ACSP_V2 : RAW_DIGEST_SIGNATURE,
      signature: { value: signatureValue.toString('base64'), ...signatureObject },
      cert: { value: issued.der.toString('base64'), certificateLevel: level },
      interactionTypeUsed: decodeInteractions(session.interactions)[0]?.type ?? 'displayTextAndPIN',
    });
    return { userChallengeVerifier: verifier };
  }

  function newSession(
    fields: Partial<FakeSession> & Pick<FakeSession, 'service' | 'kind' | 'flow'>,
  ): FakeSession {
    const session: FakeSession = {
      id: randomUUID(),
      personalCode: null,
      challengeOrDigest: '',
      interactions: '',
      initialCallbackUrl: '',
      sessionToken: randomBytes(18)
        .toString('base64')
        .replace(/[^A-Za-z0-9]/g, 'A'),
      sessionSecret: randomBytes(32).toString('base64'),
      verificationCode: '',
      hash: '',
      phone: '',
      createdAt: now(),
      answer: null,
      waiters: new Set(),
      ...fields,
    };
    sessions.set(session.id, session);
    byToken.set(session.sessionToken, session);
    // Nobody answered in time: the service ends the session itself, as SK's do.
    later(sessionTimeoutMs, () => {
      if (session.service === 'smart-id') smartIdFailure(session, 'TIMEOUT');
      else midFailure(session, 'TIMEOUT');
    });
    return session;
  }

  /** A demo person's phone answers a push by itself, after the delay. */
  function autoAnswer(session: FakeSession): void {
    const code = session.personalCode ?? '';
    const behaviour = SMART_ID_BEHAVIOUR[code] ?? 'OK';
    if (behaviour === 'NO_ANSWER') return;
    later(confirmDelayMs, () => {
      if (session.answer) return;
      if (behaviour === 'USER_REFUSED') smartIdFailure(session, 'USER_REFUSED');
      else if (behaviour === 'WRONG_VC') smartIdFailure(session, 'WRONG_VC');
      else void confirm(session, code, 'Notification');
    });
  }

  // ------------------------------------------------------------------ Smart-ID RP API v3
  const problem = (reply: FastifyReply, status: number, detail: string, errors?: Json[]) =>
    reply
      .status(status)
      .type('application/problem+json')
      .send({
        type: 'about:blank',
        title:
          status === 400
            ? 'Bad Request'
            : status === 401
              ? 'Unauthorized'
              : status === 404
                ? 'Not Found'
                : 'Error',
        status,
        detail,
        ...(errors ? { errors } : {}),
      });

  /** Common request checks; answers the problem and returns null when the request is refused. */
  function smartIdRequest(
    body: unknown,
    reply: FastifyReply,
    kind: 'authentication' | 'signature',
    vc: boolean,
  ): Json | null {
    const json = (typeof body === 'object' && body !== null ? body : {}) as Json;
    if (json.relyingPartyUUID !== rpUuid || json.relyingPartyName !== rpName) {
      void problem(reply, 401, 'Unauthorized');
      return null;
    }
    const params = (json.signatureProtocolParameters ?? {}) as Json;
    const field = kind === 'authentication' ? 'rpChallenge' : 'digest';
    const value = params[field];
    const protocolOk =
      json.signatureProtocol === (kind === 'authentication' ? ACSP_V2 : RAW_DIGEST_SIGNATURE);
    const valueOk =
      typeof value === 'string' &&
      /^[A-Za-z0-9+/]+={0,2}$/.test(value) &&
      value.length >= 44 &&
      value.length <= 88;
    let interactionsOk = typeof json.interactions === 'string';
    try {
      if (interactionsOk) decodeInteractions(json.interactions as string);
    } catch {
      interactionsOk = false;
    }
    const errors: Json[] = [];
    if (!protocolOk)
      errors.push({
        detail: 'Invalid signatureProtocol',
        paramName: 'signatureProtocol',
        pointer: '/signatureProtocol',
      });
    if (!valueOk)
      errors.push({
        detail: `Invalid ${field}`,
        paramName: field,
        pointer: `/signatureProtocolParameters/${field}`,
      });
    if (params.signatureAlgorithm !== 'rsassa-pss')
      errors.push({ detail: 'Invalid signatureAlgorithm', paramName: 'signatureAlgorithm' });
    if (!interactionsOk)
      errors.push({ detail: 'Invalid interactions', paramName: 'interactions', pointer: '/interactions' });
    if (vc && json.vcType !== 'numeric4')
      errors.push({ detail: 'Invalid vcType', paramName: 'vcType', pointer: '/vcType' });
    if (errors.length > 0) {
      void problem(reply, 400, 'Invalid request parameters found', errors);
      return null;
    }
    return json;
  }

  /** The account behind an ETSI identifier; answers 404 (with SK's error codes) when there is none. */
  function account(etsi: string, json: Json, reply: FastifyReply): string | null {
    const match = /^PNOLT-(\d{11})$/.exec(etsi);
    const code = match?.[1] ?? '';
    const behaviour = SMART_ID_BEHAVIOUR[code];
    if (!match || !isValidPersonalCode(code) || behaviour === 'NONE') {
      void problem(reply, 404, 'Not Found');
      return null;
    }
    if (behaviour === 'BASIC' && (json.certificateLevel ?? 'QUALIFIED') !== 'ADVANCED') {
      void problem(reply, 404, 'Not Found', [
        {
          code: 'NO_SUITABLE_ACCOUNT_FOUND',
          detail: 'No suitable account of requested type found, but user has some other accounts',
        },
      ]);
      return null;
    }
    return code;
  }

  const sid = '/smart-id-rp/v3';
  app.addHook('preHandler', async (request) => {
    if (!request.url.startsWith(sid) && !request.url.startsWith('/mid-api')) return;
    requests.push({ method: request.method, path: request.url.split('?')[0] ?? '', body: request.body });
    // A long-running demo keeps only the latest (tests look at the request they just made).
    if (requests.length > 100) requests.shift();
  });
  app.addHook('onRequest', async (request, reply) => {
    if (serviceDown === null) return;
    if (!request.url.startsWith(sid) && !request.url.startsWith('/mid-api')) return;
    await problem(
      reply,
      serviceDown,
      serviceDown === 580
        ? 'System is under maintenance, retry later'
        : 'Client-side API is too old and not supported anymore',
    );
  });
  app.post(`${sid}/authentication/notification/etsi/:etsi`, async (request, reply) => {
    const json = smartIdRequest(request.body, reply, 'authentication', true);
    if (!json) return reply;
    const code = account((request.params as { etsi: string }).etsi, json, reply);
    if (!code) return reply;
    const rpChallenge = String((json.signatureProtocolParameters as Json).rpChallenge);
    const session = newSession({
      service: 'smart-id',
      kind: 'authentication',
      flow: 'notification',
      personalCode: code,
      challengeOrDigest: rpChallenge,
      interactions: String(json.interactions),
      verificationCode: notificationVerificationCode(rpChallenge),
    });
    autoAnswer(session);
    return reply.send({ sessionID: session.id });
  });

  app.post(`${sid}/authentication/device-link/anonymous`, async (request, reply) => {
    const json = smartIdRequest(request.body, reply, 'authentication', false);
    if (!json) return reply;
    const callback = json.initialCallbackUrl;
    // SK demands https; the local demo runs on http://127.0.0.1, so loopback http is let through.
    if (
      typeof callback !== 'string' ||
      callback.includes('#') ||
      callback.includes('|') ||
      !/^(https:\/\/|http:\/\/(127\.0\.0\.1|localhost)[:/])/.test(callback)
    ) {
      return problem(reply, 400, 'Invalid request parameters found', [
        {
          detail: 'Invalid initialCallbackUrl: The callback URL value is invalid',
          paramName: 'initialCallbackUrl',
          pointer: '/initialCallbackUrl',
        },
      ]);
    }
    const session = newSession({
      service: 'smart-id',
      kind: 'authentication',
      flow: 'device-link',
      challengeOrDigest: String((json.signatureProtocolParameters as Json).rpChallenge),
      interactions: String(json.interactions),
      initialCallbackUrl: callback,
    });
    return reply.send({
      sessionID: session.id,
      sessionToken: session.sessionToken,
      sessionSecret: session.sessionSecret,
      deviceLinkBase: `${url}/device-link`,
    });
  });

  app.post(`${sid}/signature/notification/etsi/:etsi`, async (request, reply) => {
    const json = smartIdRequest(request.body, reply, 'signature', false);
    if (!json) return reply;
    const code = account((request.params as { etsi: string }).etsi, json, reply);
    if (!code) return reply;
    const session = newSession({
      service: 'smart-id',
      kind: 'signature',
      flow: 'notification',
      personalCode: code,
      challengeOrDigest: String((json.signatureProtocolParameters as Json).digest),
      interactions: String(json.interactions),
      verificationCode: String(randomBytes(2).readUInt16BE(0) % 10000).padStart(4, '0'),
    });
    autoAnswer(session);
    return reply.send({ sessionID: session.id, vc: { type: 'numeric4', value: session.verificationCode } });
  });

  /** Long poll: answers as soon as the session completes, else RUNNING after timeoutMs. */
  async function longPoll(session: FakeSession, timeoutMs: number): Promise<Json | null> {
    if (!session.answer) {
      await new Promise<void>((resolve) => {
        const wake = () => {
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(() => {
          session.waiters.delete(wake);
          resolve();
        }, timeoutMs);
        session.waiters.add(wake);
      });
    }
    return session.answer;
  }

  app.get(`${sid}/session/:id`, async (request, reply) => {
    const session = sessions.get((request.params as { id: string }).id);
    if (!session || session.service !== 'smart-id') return problem(reply, 404, 'Not Found');
    const raw = (request.query as { timeoutMs?: string }).timeoutMs;
    const timeoutMs = raw === undefined ? 60_500 : Number(raw);
    if (!Number.isInteger(timeoutMs) || timeoutMs < 1000 || timeoutMs > 120_000) {
      return problem(reply, 400, 'Invalid request parameters found', [
        { detail: 'Invalid timeoutMs', paramName: 'timeoutMs' },
      ]);
    }
    return reply.send((await longPoll(session, timeoutMs)) ?? { state: 'RUNNING' });
  });

  // ------------------------------------------------------------------ Mobile-ID REST
  const mid = '/mid-api';
  const midError = (reply: FastifyReply, status: number, error: string) =>
    reply.status(status).send({ error, time: time(), traceId: traceId() });

  function midRequest(body: unknown, reply: FastifyReply, withHash: boolean): Json | null {
    const json = (typeof body === 'object' && body !== null ? body : {}) as Json;
    if (json.relyingPartyUUID !== rpUuid || json.relyingPartyName !== rpName) {
      void midError(reply, 401, 'Failed to authorize user');
      return null;
    }
    for (const field of [
      'phoneNumber',
      'nationalIdentityNumber',
      ...(withHash ? ['hash', 'hashType', 'language'] : []),
    ]) {
      if (typeof json[field] !== 'string' || json[field] === '') {
        void midError(reply, 400, `Required ${field} is missing.`);
        return null;
      }
    }
    if (!/^\+\d{7,15}$/.test(String(json.phoneNumber))) {
      void midError(reply, 400, 'phoneNumber must contain of + and numbers(8-30)');
      return null;
    }
    if (withHash) {
      if (!['SHA256', 'SHA384', 'SHA512'].includes(String(json.hashType))) {
        void midError(reply, 400, 'Required hashType is missing.');
        return null;
      }
      const length = Buffer.from(String(json.hash), 'base64').length;
      const expected = { SHA256: 32, SHA384: 48, SHA512: 64 }[String(json.hashType) as 'SHA256'];
      if (length !== expected) {
        void midError(reply, 400, 'The length of the hash must match the type of hash');
        return null;
      }
      if (!['EST', 'ENG', 'RUS', 'LIT'].includes(String(json.language))) {
        void midError(reply, 400, 'Required language is missing.');
        return null;
      }
    }
    return json;
  }

  /** Whether a number and personal code are a Mobile-ID pair (binding a new number to its first user). */
  function midOutcome(phone: string, personalCode: string): MobileIdBehaviour {
    const demo = MOBILE_ID_DEMO[phone];
    if (demo && !demo.personalCode) return demo.behaviour;
    const owner = midPairs.get(phone);
    if (owner !== undefined) return owner === personalCode ? (demo?.behaviour ?? 'OK') : 'NOT_MID_CLIENT';
    if (midPhoneOf.has(personalCode) || !isValidPersonalCode(personalCode)) return 'NOT_MID_CLIENT';
    midPairs.set(phone, personalCode);
    midPhoneOf.set(personalCode, phone);
    return 'OK';
  }

  for (const kind of ['authentication', 'signature'] as const) {
    app.post(`${mid}/${kind}`, async (request, reply) => {
      const json = midRequest(request.body, reply, true);
      if (!json) return reply;
      const phone = String(json.phoneNumber).slice(1);
      const personalCode = String(json.nationalIdentityNumber);
      const session = newSession({
        service: 'mobile-id',
        kind,
        flow: 'notification',
        personalCode,
        hash: String(json.hash),
        phone,
        verificationCode: mobileIdVerificationCode(Buffer.from(String(json.hash), 'base64')),
      });
      const outcome = midOutcome(phone, personalCode);
      later(confirmDelayMs, () => {
        if (session.answer) return;
        if (outcome === 'OK') void confirm(session, personalCode, 'Notification');
        else midFailure(session, MID_RESULT[outcome]);
      });
      return reply.send({ sessionID: session.id });
    });

    app.get(`${mid}/${kind}/session/:id`, async (request, reply) => {
      const session = sessions.get((request.params as { id: string }).id);
      if (!session || session.service !== 'mobile-id' || session.kind !== kind) {
        return midError(reply, 404, 'SessionID not found');
      }
      const raw = Number((request.query as { timeoutMs?: string }).timeoutMs ?? 10_000);
      // Out-of-range values are silently brought inside the bounds (MID README §3.3.4).
      const timeoutMs = Math.min(120_000, Math.max(1000, Number.isFinite(raw) ? raw : 10_000));
      return reply.send(
        (await longPoll(session, timeoutMs)) ?? { state: 'RUNNING', time: time(), traceId: traceId() },
      );
    });
  }

  app.post(`${mid}/certificate`, async (request, reply) => {
    const json = midRequest(request.body, reply, false);
    if (!json) return reply;
    const phone = String(json.phoneNumber).slice(1);
    const personalCode = String(json.nationalIdentityNumber);
    const demo = MOBILE_ID_DEMO[phone];
    const outcome = demo && !demo.personalCode ? demo.behaviour : midOutcome(phone, personalCode);
    if (outcome === 'NOT_MID_CLIENT')
      return reply.send({ result: 'NOT_FOUND', time: time(), traceId: traceId() });
    const defect = defects.get(personalCode);
    const fakeSession = { kind: 'signature', service: 'mobile-id' } as FakeSession;
    const { issued } = await certificateFor(
      fakeSession,
      personalCode,
      defect === 'forged-signature' ? undefined : defect,
    );
    if (defect && defect !== 'forged-signature') defects.delete(personalCode);
    return reply.send({
      result: 'OK',
      cert: issued.der.toString('base64'),
      time: time(),
      traceId: traceId(),
    });
  });

  app.get(`${mid}/version`, async () => ({ version: 'mid-rest-fake' }));

  // ------------------------------------------------------------------ OCSP and trust anchors
  app.addContentTypeParser('application/ocsp-request', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );
  app.post('/ocsp', async (request, reply) => {
    if (ocspDown) {
      ocspRefused += 1;
      return reply.status(503).send();
    }
    const answer = await ready().ocspRespond(
      request.body as Buffer,
      (serial) => ocspStatus.get(serial) ?? 'unknown',
    );
    return reply.type('application/ocsp-response').send(answer);
  });
  app.get('/trust-anchors.pem', async (_request, reply) =>
    reply.type('application/x-pem-file').send(ready().trustAnchorsPem),
  );

  // ------------------------------------------------------------------ the phone
  function parseLink(
    link: unknown,
  ): { session: FakeSession; params: URLSearchParams; unprotected: string; code: string } | null {
    if (typeof link !== 'string') return null;
    const at = link.lastIndexOf('&authCode=');
    if (at < 0 || !link.startsWith(`${url}/device-link?`)) return null;
    const params = new URLSearchParams(link.slice(link.indexOf('?') + 1));
    const session = byToken.get(params.get('sessionToken') ?? '');
    if (!session) return null;
    return { session, params, unprotected: link.slice(0, at), code: link.slice(at + '&authCode='.length) };
  }

  function authCodeValid(parsed: NonNullable<ReturnType<typeof parseLink>>, type: 'QR' | 'Web2App'): boolean {
    const expected = authCode(
      parsed.session.sessionSecret,
      authCodePayload({
        schemeName,
        signatureProtocol: ACSP_V2,
        challengeOrDigest: parsed.session.challengeOrDigest,
        relyingPartyName: rpName,
        interactions: parsed.session.interactions,
        initialCallbackUrl: type === 'QR' ? '' : parsed.session.initialCallbackUrl,
        unprotectedDeviceLink: parsed.unprotected,
      }),
    );
    return expected === parsed.code && parsed.params.get('deviceLinkType') === type;
  }

  const phoneBody = (body: unknown) => (typeof body === 'object' && body !== null ? body : {}) as Json;

  app.post('/phone/scan', async (request, reply) => {
    const body = phoneBody(request.body);
    const parsed = parseLink(body.link);
    const personalCode = String(body.personalCode ?? '');
    if (!parsed || !authCodeValid(parsed, 'QR')) return reply.status(400).send({ error: 'invalid_link' });
    const elapsed = Number(parsed.params.get('elapsedSeconds'));
    const truth = (now() - parsed.session.createdAt) / 1000;
    if (!Number.isFinite(elapsed) || Math.abs(truth - elapsed) > freshness) {
      return reply
        .status(409)
        .send({ error: 'stale_qr', elapsedSeconds: elapsed, actualSeconds: Math.floor(truth) });
    }
    return answerDeviceLink(parsed.session, personalCode, 'QR', reply);
  });

  app.post('/phone/open', async (request, reply) => {
    const body = phoneBody(request.body);
    const parsed = parseLink(body.link);
    if (!parsed || !authCodeValid(parsed, 'Web2App'))
      return reply.status(400).send({ error: 'invalid_link' });
    return answerDeviceLink(parsed.session, String(body.personalCode ?? ''), 'Web2App', reply);
  });

  async function answerDeviceLink(
    session: FakeSession,
    personalCode: string,
    flowType: 'QR' | 'Web2App',
    reply: FastifyReply,
  ) {
    if (session.answer) return reply.status(409).send({ error: 'session_complete' });
    const behaviour = SMART_ID_BEHAVIOUR[personalCode] ?? 'OK';
    if (!isValidPersonalCode(personalCode) || behaviour === 'NONE')
      return reply.status(404).send({ error: 'no_account' });
    if (behaviour === 'BASIC') return reply.status(409).send({ error: 'no_suitable_account' });
    if (behaviour === 'NO_ANSWER') return reply.send({ status: 'no_answer' });
    if (behaviour === 'USER_REFUSED') {
      smartIdFailure(session, 'USER_REFUSED');
      return reply.send({ status: 'refused' });
    }
    const { userChallengeVerifier } = await confirm(session, personalCode, flowType);
    if (flowType === 'QR') return reply.send({ status: 'confirmed' });
    const callbackUrl =
      `${session.initialCallbackUrl}&sessionSecretDigest=${sessionSecretDigest(session.sessionSecret)}` +
      `&userChallengeVerifier=${userChallengeVerifier}`;
    return reply.send({ status: 'confirmed', callbackUrl });
  }

  /** The person's latest unanswered push (Smart-ID by personal code, Mobile-ID by personal code too). */
  function pendingPush(personalCode: string): FakeSession | null {
    let found: FakeSession | null = null;
    for (const session of sessions.values()) {
      if (session.personalCode === personalCode && session.flow === 'notification' && !session.answer)
        found = session;
    }
    return found;
  }

  app.post('/phone/confirm', async (request, reply) => {
    const body = phoneBody(request.body);
    const personalCode = String(body.personalCode ?? '');
    const session = pendingPush(personalCode);
    if (!session) return reply.status(404).send({ error: 'no_pending_request' });
    if (body.code !== undefined && String(body.code) !== session.verificationCode) {
      if (session.service === 'smart-id') smartIdFailure(session, 'WRONG_VC');
      else midFailure(session, 'USER_CANCELLED');
      return reply.send({ status: 'wrong_code' });
    }
    await confirm(session, personalCode, 'Notification');
    return reply.send({ status: 'confirmed', verificationCode: session.verificationCode });
  });

  /**
   * The push ends without a signature: refused by the person, or with any other end result SK documents
   * (`endResult`, e.g. DOCUMENT_UNUSABLE or SIM_ERROR), as the service would answer it.
   */
  app.post('/phone/refuse', async (request, reply) => {
    const body = phoneBody(request.body);
    const session = pendingPush(String(body.personalCode ?? ''));
    if (!session) return reply.status(404).send({ error: 'no_pending_request' });
    const endResult =
      body.endResult === undefined
        ? session.service === 'smart-id'
          ? 'USER_REFUSED'
          : 'USER_CANCELLED'
        : String(body.endResult);
    const known = session.service === 'smart-id' ? SMART_ID_FAILURES : MOBILE_ID_FAILURES;
    if (!known.includes(endResult)) return reply.status(400).send({ error: 'unknown_end_result' });
    if (session.service === 'smart-id') smartIdFailure(session, endResult);
    else midFailure(session, endResult);
    return reply.send({ status: 'refused' });
  });

  app.post('/phone/defect', async (request, reply) => {
    const body = phoneBody(request.body);
    const defect = String(body.defect) as SkFakeDefect;
    if (!SK_FAKE_DEFECTS.includes(defect)) return reply.status(400).send({ error: 'unknown_defect' });
    defects.set(String(body.personalCode ?? ''), defect);
    return reply.send({ status: 'armed' });
  });

  /** The pending push a person sees (the verification code on the phone), for tests and the demo. */
  app.get('/phone/pending/:personalCode', async (request, reply) => {
    const session = pendingPush((request.params as { personalCode: string }).personalCode);
    if (!session) return reply.status(404).send({ error: 'no_pending_request' });
    return reply.send({
      service: session.service,
      kind: session.kind,
      verificationCode: session.verificationCode,
    });
  });

  // ------------------------------------------------------------------ the demo's phone page
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  /** The person's name as the page shows it. */
  const displayName = (personalCode: string) => {
    const { givenName, surname } = nameOf(personalCode);
    return `${givenName} ${surname}`;
  };

  app.get('/phone', async (request, reply) => {
    const open = [...sessions.values()]
      .filter((s) => !s.answer && now() - s.createdAt < sessionTimeoutMs)
      .reverse();
    const said = (request.query as { said?: unknown }).said;
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(
        phonePage({
          qrLogins: open
            .filter((s) => s.flow === 'device-link' && s.kind === 'authentication')
            .map((s) => ({ session: s.id, ageSeconds: Math.floor((now() - s.createdAt) / 1000) })),
          pushes: open
            .filter((s) => s.flow === 'notification' && s.personalCode)
            .map((s) => ({
              personalCode: s.personalCode ?? '',
              name: displayName(s.personalCode ?? ''),
              service: s.service === 'smart-id' ? 'Smart-ID' : 'Mobile-ID',
              kind: s.kind,
              verificationCode: s.verificationCode,
            })),
          people: Object.keys(NAMES).map((code) => ({ personalCode: code, name: displayName(code) })),
          said: typeof said === 'string' ? said.slice(0, 200) : null,
        }),
      );
  });

  /** Runs a phone endpoint as a test would, and returns to the page saying what it answered. */
  async function fromPage(reply: FastifyReply, action: string, payload: Json) {
    const answer = await app.inject({ method: 'POST', url: `/phone/${action}`, payload });
    const body = answer.json<Json>();
    const said = `${action}: ${String(body.status ?? body.error ?? answer.statusCode)}`;
    return reply.redirect(`/phone?said=${encodeURIComponent(said)}`, 303);
  }

  app.post('/phone/page/scan', async (request, reply) => {
    const body = phoneBody(request.body);
    const session = sessions.get(String(body.session ?? ''));
    if (!session || session.flow !== 'device-link')
      return reply.redirect(`/phone?said=${encodeURIComponent('scan: no such QR login')}`, 303);
    // What the portal's QR shows now: the link the relying party rebuilds every second.
    const link = deviceLink({
      schemeName,
      signatureProtocol: ACSP_V2,
      challengeOrDigest: session.challengeOrDigest,
      relyingPartyName: rpName,
      interactions: session.interactions,
      initialCallbackUrl: '',
      sessionSecret: session.sessionSecret,
      deviceLinkBase: `${url}/device-link`,
      deviceLinkType: 'QR',
      elapsedSeconds: Math.floor((now() - session.createdAt) / 1000),
      sessionToken: session.sessionToken,
      sessionType: 'auth',
      lang: 'lit',
    });
    return fromPage(reply, 'scan', { link, personalCode: String(body.personalCode ?? '') });
  });

  app.post('/phone/page/confirm', async (request, reply) => {
    const personalCode = String(phoneBody(request.body).personalCode ?? '');
    return fromPage(reply, 'confirm', { personalCode, code: pendingPush(personalCode)?.verificationCode });
  });

  app.post('/phone/page/refuse', async (request, reply) =>
    fromPage(reply, 'refuse', { personalCode: String(phoneBody(request.body).personalCode ?? '') }),
  );

  app.addHook('onClose', async () => {
    for (const timer of timers) clearTimeout(timer);
    for (const session of sessions.values()) for (const wake of session.waiters) wake();
  });

  await app.listen({ port: options.port ?? 0, host: options.host ?? '127.0.0.1' });
  const address = app.server.address();
  url = `http://127.0.0.1:${String(typeof address === 'object' && address ? address.port : 0)}`;
  pki = await createTestPki(`${url}/ocsp`);
  return {
    app,
    url,
    smartIdUrl: `${url}${sid}`,
    mobileIdUrl: `${url}${mid}`,
    trustAnchorsPem: pki.trustAnchorsPem,
    defect(personalCode, defect) {
      defects.set(personalCode, defect);
    },
    ocspOutage(on) {
      ocspDown = on;
    },
    serviceStatus(status) {
      serviceDown = status;
    },
    requests,
    get ocspRefused() {
      return ocspRefused;
    },
    close: () => app.close(),
  };
}
