/**
 * The checks SK's "Response verification" page asks of every certificate in a Smart-ID / Mobile-ID answer,
 * made with pkijs (chain, OCSP) and node:crypto (keys):
 *
 * 1. it chains to a configured trust anchor (EID_TRUST_ANCHORS: SK's roots and intermediates) and to
 *    nothing else: the system store is never consulted;
 * 2. it and every certificate of its chain are valid now;
 * 3. it is not revoked: OCSP at the address in its Authority Information Access extension, the answer
 *    signed by the issuing CA (or its delegated responder), fresh, and echoing our nonce;
 * 4. Smart-ID: it carries all the scheme's policy OIDs for the level SK reported;
 * 5. its key usage fits the purpose (authentication or signing);
 * 6. Smart-ID: the level is at least the one required;
 * 7. the person is the subject's serialNumber PNOLT-<11 digits> (never the CN).
 *
 * A failed check throws `EidAnswerRejected` naming it; the caller refuses the login or signing, logs a
 * security line and never trusts the answer. An OCSP responder that cannot answer now (no connection, a
 * timeout, an HTTP error, RFC 6960 `tryLater` or `internalError`) proves nothing either way: that throws
 * `EidServiceError`, the answer is not trusted yet, and the next poll checks it again.
 */
import { createPublicKey, randomBytes, webcrypto, type KeyObject } from 'node:crypto';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import {
  AIA_OCSP,
  CLIENT_AUTH_EKU,
  LEVEL_RANK,
  OCSP_NONCE,
  SMART_ID_AUTH_EKU,
  SMART_ID_POLICIES,
  type CertificateLevel,
} from './certificate-profile';
import { EidAnswerRejected, EidServiceError, type EidPerson } from './types';

pkijs.setEngine('node-webcrypto', new pkijs.CryptoEngine({ crypto: webcrypto as unknown as Crypto }));

/** How far an OCSP answer's thisUpdate may lie in the future or past (clock skew, responder caching). */
const OCSP_SKEW_MS = 5 * 60 * 1000;
const OCSP_MAX_AGE_MS = 24 * 60 * 60 * 1000;
const OCSP_TIMEOUT_MS = 5000;
/** RFC 6960 OCSPResponseStatus values that say "not now" rather than "no". */
const OCSP_INTERNAL_ERROR = 2;
const OCSP_TRY_LATER = 3;

const DIGITAL_SIGNATURE = 0x80;
const NON_REPUDIATION = 0x40;
const KEY_ENCIPHERMENT = 0x20;
const DATA_ENCIPHERMENT = 0x10;

/** Parses a PEM bundle (EID_TRUST_ANCHORS) into certificates; refuses an empty or unreadable one. */
export function parseTrustAnchors(pem: string): pkijs.Certificate[] {
  const blocks = [...pem.matchAll(/-----BEGIN CERTIFICATE-----([\s\S]*?)-----END CERTIFICATE-----/g)];
  if (blocks.length === 0) throw new Error('EID_TRUST_ANCHORS holds no PEM certificate');
  return blocks.map((block) => pkijs.Certificate.fromBER(Buffer.from(block[1] ?? '', 'base64')));
}

export interface CertificateCheckOptions {
  anchors: readonly pkijs.Certificate[];
  scheme: 'smart-id' | 'mobile-id';
  purpose: 'authentication' | 'signing';
  /** Smart-ID: the level SK reported (cert.certificateLevel) and the least we accept. */
  reportedLevel?: string;
  requiredLevel?: CertificateLevel;
  now: () => number;
  /** Fetch used for OCSP (tests may pass one that counts calls). */
  fetch?: typeof fetch;
}

export interface CheckedCertificate extends EidPerson {
  der: Buffer;
  publicKey: KeyObject;
  level: CertificateLevel | null;
}

function extensionValue<T>(certificate: pkijs.Certificate, oid: string): T | null {
  const found = certificate.extensions?.find((ext) => ext.extnID === oid);
  return (found?.parsedValue as T | undefined) ?? null;
}

function keyUsageBits(certificate: pkijs.Certificate): number {
  const found = certificate.extensions?.find((ext) => ext.extnID === pkijs.id_KeyUsage);
  if (!found) return 0;
  const parsed = asn1js.fromBER(new Uint8Array(found.extnValue.valueBlock.valueHexView));
  if (!(parsed.result instanceof asn1js.BitString)) return 0;
  return parsed.result.valueBlock.valueHexView[0] ?? 0;
}

function subjectValue(certificate: pkijs.Certificate, oid: string): string | null {
  const found = certificate.subject.typesAndValues.find((item) => item.type === oid);
  const value: unknown = found?.value.valueBlock.value;
  return typeof value === 'string' ? value : null;
}

function ocspUrlOf(certificate: pkijs.Certificate): string {
  const access = extensionValue<pkijs.InfoAccess>(certificate, pkijs.id_AuthorityInfoAccess);
  const location = access?.accessDescriptions.find((item) => item.accessMethod === AIA_OCSP)?.accessLocation;
  const url: unknown = location?.type === 6 ? location.value : null;
  if (typeof url !== 'string' || !/^https?:\/\//.test(url)) {
    throw new EidAnswerRejected('ocsp', 'The certificate names no OCSP responder');
  }
  return url;
}

async function checkRevocation(
  certificate: pkijs.Certificate,
  issuer: pkijs.Certificate,
  options: CertificateCheckOptions,
): Promise<void> {
  const url = ocspUrlOf(certificate);
  const request = new pkijs.OCSPRequest();
  await request.createForCertificate(certificate, { hashAlgorithm: 'SHA-256', issuerCertificate: issuer });
  const nonce = randomBytes(16);
  request.tbsRequest.requestExtensions = [
    new pkijs.Extension({
      extnID: OCSP_NONCE,
      extnValue: new asn1js.OctetString({ valueHex: nonce }).toBER(false),
    }),
  ];
  let body: ArrayBuffer;
  let httpStatus: number | null = null;
  try {
    const response = await (options.fetch ?? fetch)(url, {
      method: 'POST',
      headers: { 'content-type': 'application/ocsp-request', accept: 'application/ocsp-response' },
      body: Buffer.from(request.toSchema(true).toBER(false)),
      signal: AbortSignal.timeout(OCSP_TIMEOUT_MS),
    });
    httpStatus = response.status;
    if (!response.ok) throw new Error(`OCSP answered ${String(response.status)}`);
    body = await response.arrayBuffer();
  } catch (error) {
    throw new EidServiceError(
      `OCSP unavailable: ${error instanceof Error ? error.message : 'error'}`,
      httpStatus,
    );
  }
  let basic: pkijs.BasicOCSPResponse;
  try {
    const ocsp = pkijs.OCSPResponse.fromBER(body);
    const responseStatus = ocsp.responseStatus.valueBlock.valueDec;
    if (responseStatus === OCSP_TRY_LATER || responseStatus === OCSP_INTERNAL_ERROR) {
      throw new EidServiceError(`OCSP status ${String(responseStatus)}: ask again later`);
    }
    if (ocsp.responseStatus.valueBlock.valueDec !== 0 || !ocsp.responseBytes) {
      throw new Error(`OCSP status ${String(ocsp.responseStatus.valueBlock.valueDec)}`);
    }
    basic = pkijs.BasicOCSPResponse.fromBER(
      new Uint8Array(ocsp.responseBytes.response.valueBlock.valueHexView),
    );
    // The responder is the issuing CA (an anchor itself, or chained to one) or its delegate.
    const verified = await basic.verify({
      trustedCerts: [issuer, ...options.anchors.filter((anchor) => anchor !== issuer)],
    });
    if (!verified) throw new Error('OCSP signature does not verify');
  } catch (error) {
    if (error instanceof EidServiceError) throw error;
    throw new EidAnswerRejected(
      'ocsp',
      `Unusable OCSP answer: ${error instanceof Error ? error.message : 'error'}`,
    );
  }
  const echoed = basic.tbsResponseData.responseExtensions?.find((ext) => ext.extnID === OCSP_NONCE);
  const echoedNonce = echoed ? asn1js.fromBER(echoed.extnValue.valueBlock.valueHexView).result : null;
  if (
    !(echoedNonce instanceof asn1js.OctetString) ||
    !Buffer.from(echoedNonce.valueBlock.valueHexView).equals(nonce)
  ) {
    throw new EidAnswerRejected('ocsp', 'The OCSP answer does not echo our nonce');
  }
  const now = options.now();
  const single = basic.tbsResponseData.responses[0];
  if (
    !single ||
    single.thisUpdate.getTime() > now + OCSP_SKEW_MS ||
    single.thisUpdate.getTime() < now - OCSP_MAX_AGE_MS ||
    (single.nextUpdate !== undefined && single.nextUpdate.getTime() < now - OCSP_SKEW_MS)
  ) {
    throw new EidAnswerRejected('ocsp', 'The OCSP answer is not fresh');
  }
  const status = await basic.getCertificateStatus(certificate, issuer);
  if (!status.isForCertificate)
    throw new EidAnswerRejected('ocsp', 'The OCSP answer is for another certificate');
  if (status.status === 1) throw new EidAnswerRejected('revoked', 'The certificate is revoked');
  if (status.status !== 0)
    throw new EidAnswerRejected('ocsp', 'The OCSP responder does not know the certificate');
}

function checkPurpose(certificate: pkijs.Certificate, options: CertificateCheckOptions): void {
  const bits = keyUsageBits(certificate);
  const eku = extensionValue<pkijs.ExtKeyUsage>(certificate, pkijs.id_ExtKeyUsage)?.keyPurposes ?? [];
  if (options.purpose === 'signing') {
    if ((bits & NON_REPUDIATION) === 0) {
      throw new EidAnswerRejected('key_usage', 'The certificate is not for signing (no nonRepudiation)');
    }
    return;
  }
  const digital = (bits & DIGITAL_SIGNATURE) !== 0;
  const ok =
    options.scheme === 'smart-id'
      ? (digital && eku.includes(SMART_ID_AUTH_EKU)) ||
        (digital &&
          (bits & KEY_ENCIPHERMENT) !== 0 &&
          (bits & DATA_ENCIPHERMENT) !== 0 &&
          eku.includes(CLIENT_AUTH_EKU))
      : digital;
  if (!ok) throw new EidAnswerRejected('key_usage', 'The certificate is not for authentication');
}

/** The person a checked certificate names (without the key and the DER). */
export function personOf(certificate: CheckedCertificate): EidPerson {
  return {
    personalCode: certificate.personalCode,
    givenName: certificate.givenName,
    surname: certificate.surname,
  };
}

/** Makes every check above; answers who the certificate names. */
export async function checkCertificate(
  der: Buffer,
  options: CertificateCheckOptions,
): Promise<CheckedCertificate> {
  let certificate: pkijs.Certificate;
  try {
    certificate = pkijs.Certificate.fromBER(new Uint8Array(der));
  } catch {
    throw new EidAnswerRejected('certificate', 'The certificate cannot be read');
  }
  const now = new Date(options.now());
  if (certificate.notBefore.value > now || certificate.notAfter.value < now) {
    throw new EidAnswerRejected('expired', 'The certificate is not valid now');
  }
  const chain = await new pkijs.CertificateChainValidationEngine({
    trustedCerts: [...options.anchors],
    certs: [certificate],
    checkDate: now,
  }).verify();
  if (!chain.result) {
    throw new EidAnswerRejected(
      'chain',
      `The certificate does not chain to a trust anchor: ${chain.resultMessage}`,
    );
  }
  const path = (chain as { certificatePath?: pkijs.Certificate[] }).certificatePath ?? [];
  const issuer = path[1];
  if (!issuer) throw new EidAnswerRejected('chain', 'The certificate has no issuer among the trust anchors');
  await checkRevocation(certificate, issuer, options);

  let level: CertificateLevel | null = null;
  if (options.scheme === 'smart-id') {
    const reported = options.reportedLevel;
    if (reported !== 'QUALIFIED' && reported !== 'ADVANCED') {
      throw new EidAnswerRejected('level', 'The answer has no certificate level');
    }
    level = reported;
    const policies =
      extensionValue<pkijs.CertificatePolicies>(
        certificate,
        pkijs.id_CertificatePolicies,
      )?.certificatePolicies.map((policy) => policy.policyIdentifier) ?? [];
    const required = SMART_ID_POLICIES[options.purpose][level];
    if (!required.every((oid) => policies.includes(oid))) {
      throw new EidAnswerRejected('policy', `The certificate lacks the Smart-ID ${level} policies`);
    }
  }
  checkPurpose(certificate, options);
  if (level !== null && options.requiredLevel && LEVEL_RANK[level] < LEVEL_RANK[options.requiredLevel]) {
    throw new EidAnswerRejected('level', `Certificate level ${level} is below ${options.requiredLevel}`);
  }
  const serialNumber = subjectValue(certificate, '2.5.4.5') ?? '';
  const match = /^PNOLT-(\d{11})$/.exec(serialNumber);
  if (!match?.[1]) throw new EidAnswerRejected('person', 'The certificate names no Lithuanian personal code');
  return {
    der,
    publicKey: createPublicKey({
      key: Buffer.from(certificate.subjectPublicKeyInfo.toSchema().toBER(false)),
      format: 'der',
      type: 'spki',
    }),
    level,
    personalCode: match[1],
    givenName: subjectValue(certificate, '2.5.4.42') ?? '',
    surname: subjectValue(certificate, '2.5.4.4') ?? '',
  };
}
