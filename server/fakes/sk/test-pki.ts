/**
 * The SK fake's own certificate authority and OCSP responder, generated when the fake starts (nothing
 * secret is committed, and the certificates are always inside their validity): a self-signed root, an
 * issuing intermediate ("TEST of EID-SK 2016"), and on demand each person's Smart-ID / Mobile-ID
 * certificates, shaped like SK's profiles (subject serialNumber PNOLT-<code>, Smart-ID policy OIDs, key
 * usages, the OCSP address in the Authority Information Access extension). The OCSP responder answers for
 * the intermediate's certificates, signed by the intermediate itself (RFC 6960 §4.2.2.2: the issuing CA).
 *
 * A second authority with the same names but other keys ("another CA") issues look-alike certificates, so
 * that tests can show that a certificate chaining to nothing we trust is refused.
 */
import { createPrivateKey, randomBytes, webcrypto, type KeyObject } from 'node:crypto';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import {
  OCSP_NONCE,
  SMART_ID_AUTH_EKU,
  CLIENT_AUTH_EKU,
  SMART_ID_POLICIES,
  MOBILE_ID_POLICIES,
} from '../../auth/eid/certificate-profile';

pkijs.setEngine('node-webcrypto', new pkijs.CryptoEngine({ crypto: webcrypto as unknown as Crypto }));

const CA_KEY = { name: 'ECDSA', namedCurve: 'P-256' } as const;
const USER_KEY = {
  name: 'RSASSA-PKCS1-v1_5',
  modulusLength: 2048,
  publicExponent: new Uint8Array([1, 0, 1]),
  hash: 'SHA-256',
} as const;
const DAY = 24 * 60 * 60 * 1000;

/** KeyUsage bits (RFC 5280 §4.2.1.3), most significant first. */
export const KEY_USAGE = {
  digitalSignature: 0x80,
  nonRepudiation: 0x40,
  keyEncipherment: 0x20,
  dataEncipherment: 0x10,
  keyCertSign: 0x04,
  cRLSign: 0x02,
} as const;

interface Authority {
  certificate: pkijs.Certificate;
  privateKey: CryptoKey;
}

export type CertificatePurpose = 'authentication' | 'signing';

/** What a person's certificate looks like; the defaults follow SK's profiles. */
export interface UserCertificateSpec {
  personalCode: string;
  givenName: string;
  surname: string;
  purpose: CertificatePurpose;
  scheme: 'smart-id' | 'mobile-id';
  /** Smart-ID: QUALIFIED (default) or ADVANCED (a Smart-ID Basic account). */
  level?: 'QUALIFIED' | 'ADVANCED';
  /** Overrides, for defect tests. */
  policies?: string[];
  keyUsage?: number;
  extendedKeyUsage?: string[];
  notBefore?: Date;
  notAfter?: Date;
  /** Subject serialNumber; default PNOLT-<personalCode>. */
  serialNumber?: string;
  /** Subject common name (CN); default `surname,givenName,serialNumber`, as SK's. */
  commonName?: string;
  /** The person's key: RSA (default) or EC P-256 (as some Mobile-ID SIMs have). */
  key?: 'rsa' | 'ec';
}

export interface IssuedCertificate {
  der: Buffer;
  serialHex: string;
  privateKey: KeyObject;
}

export type OcspStatus = 'good' | 'revoked' | 'unknown';

function name(parts: [string, string][]): pkijs.RelativeDistinguishedNames {
  return new pkijs.RelativeDistinguishedNames({
    typesAndValues: parts.map(
      ([type, value]) =>
        new pkijs.AttributeTypeAndValue({
          type,
          value:
            type === '2.5.4.6' || type === '2.5.4.5'
              ? new asn1js.PrintableString({ value })
              : new asn1js.Utf8String({ value }),
        }),
    ),
  });
}

function extension(extnID: string, critical: boolean, value: { toSchema(): asn1js.AsnType }) {
  return new pkijs.Extension({ extnID, critical, extnValue: value.toSchema().toBER(false) });
}

function keyUsage(bits: number): pkijs.Extension {
  let unused = 0;
  while (unused < 7 && (bits & (1 << unused)) === 0) unused += 1;
  const bitString = new asn1js.BitString({ valueHex: new Uint8Array([bits]).buffer, unusedBits: unused });
  return new pkijs.Extension({
    extnID: pkijs.id_KeyUsage,
    critical: true,
    extnValue: bitString.toBER(false),
  });
}

function serial(): asn1js.Integer {
  const bytes = randomBytes(12);
  bytes[0] = (bytes[0] as number) & 0x7f;
  return new asn1js.Integer({ valueHex: bytes });
}

async function sign(
  certificate: pkijs.Certificate,
  publicKey: CryptoKey,
  issuer: Authority | null,
  ownPrivateKey: CryptoKey,
): Promise<void> {
  certificate.version = 2;
  await certificate.subjectPublicKeyInfo.importKey(publicKey);
  await certificate.sign(issuer?.privateKey ?? ownPrivateKey, 'SHA-256');
}

async function newAuthority(subject: [string, string][], issuer: Authority | null): Promise<Authority> {
  const keys = (await webcrypto.subtle.generateKey(CA_KEY, true, [
    'sign',
    'verify',
  ])) as unknown as CryptoKeyPair;
  const certificate = new pkijs.Certificate();
  certificate.serialNumber = serial();
  certificate.subject = name(subject);
  certificate.issuer = issuer ? issuer.certificate.subject : name(subject);
  certificate.notBefore.value = new Date(Date.now() - DAY);
  certificate.notAfter.value = new Date(Date.now() + 3650 * DAY);
  certificate.extensions = [
    extension(pkijs.id_BasicConstraints, true, new pkijs.BasicConstraints({ cA: true })),
    keyUsage(KEY_USAGE.keyCertSign | KEY_USAGE.cRLSign),
  ];
  await sign(certificate, keys.publicKey, issuer, keys.privateKey);
  return { certificate, privateKey: keys.privateKey };
}

const SK_NAME = (cn: string): [string, string][] => [
  ['2.5.4.6', 'EE'],
  ['2.5.4.10', 'SK ID Solutions AS'],
  ['2.5.4.3', cn],
];

export interface TestPki {
  /** PEM of the root and the intermediate: what a relying party configures as EID_TRUST_ANCHORS. */
  trustAnchorsPem: string;
  issue(spec: UserCertificateSpec, options?: { by?: 'sk' | 'another-ca' }): Promise<IssuedCertificate>;
  /** Answers a DER OCSP request; serials `statusOf` does not know answer `unknown`. */
  ocspRespond(requestDer: Buffer, statusOf: (serialHex: string) => OcspStatus): Promise<Buffer>;
}

function pem(certificate: pkijs.Certificate): string {
  const base64 = Buffer.from(certificate.toSchema().toBER(false)).toString('base64');
  return `-----BEGIN CERTIFICATE-----\n${base64.replace(/.{64}/g, '$&\n').replace(/\n$/, '')}\n-----END CERTIFICATE-----\n`;
}

/** Creates the fake's PKI; `ocspUrl` (the fake's /ocsp route) goes into every issued certificate. */
export async function createTestPki(ocspUrl: string): Promise<TestPki> {
  const root = await newAuthority(SK_NAME('TEST of SK ID Solutions ROOT G1E'), null);
  const issuing = await newAuthority(SK_NAME('TEST of EID-SK 2016'), root);
  let another: Promise<Authority> | null = null;
  // Same name as SK's issuing CA, other keys: only the signatures tell them apart.
  const anotherCa = (): Promise<Authority> =>
    (another ??= newAuthority(SK_NAME('TEST of EID-SK 2016'), null));

  // One RSA key for every person's certificate: generating one per certificate would cost the tests
  // seconds, and the checks never rely on keys being distinct (the certificate names the person).
  const userKeys = (await webcrypto.subtle.generateKey(USER_KEY, true, [
    'sign',
    'verify',
  ])) as unknown as CryptoKeyPair;
  const ecUserKeys = (await webcrypto.subtle.generateKey(CA_KEY, true, [
    'sign',
    'verify',
  ])) as unknown as CryptoKeyPair;

  async function issue(
    spec: UserCertificateSpec,
    options: { by?: 'sk' | 'another-ca' } = {},
  ): Promise<IssuedCertificate> {
    const issuer = options.by === 'another-ca' ? await anotherCa() : issuing;
    const keys = spec.key === 'ec' ? ecUserKeys : userKeys;
    const smartId = spec.scheme === 'smart-id';
    const authentication = spec.purpose === 'authentication';
    const policies =
      spec.policies ??
      (smartId
        ? SMART_ID_POLICIES[authentication ? 'authentication' : 'signing'][spec.level ?? 'QUALIFIED']
        : MOBILE_ID_POLICIES);
    const eku =
      spec.extendedKeyUsage ?? (authentication ? [smartId ? SMART_ID_AUTH_EKU : CLIENT_AUTH_EKU] : []);
    const serialText = spec.serialNumber ?? `PNOLT-${spec.personalCode}`;
    const certificate = new pkijs.Certificate();
    certificate.serialNumber = serial();
    certificate.issuer = issuer.certificate.subject;
    certificate.subject = name([
      ['2.5.4.6', 'LT'],
      ['2.5.4.4', spec.surname],
      ['2.5.4.42', spec.givenName],
      ['2.5.4.5', serialText],
      ['2.5.4.3', spec.commonName ?? `${spec.surname},${spec.givenName},${serialText}`],
      ['2.5.4.11', authentication ? 'AUTHENTICATION' : 'SIGNATURE'],
    ]);
    certificate.notBefore.value = spec.notBefore ?? new Date(Date.now() - DAY);
    certificate.notAfter.value = spec.notAfter ?? new Date(Date.now() + 3 * 365 * DAY);
    certificate.extensions = [
      keyUsage(spec.keyUsage ?? (authentication ? KEY_USAGE.digitalSignature : KEY_USAGE.nonRepudiation)),
      extension(
        pkijs.id_CertificatePolicies,
        false,
        new pkijs.CertificatePolicies({
          certificatePolicies: policies.map((oid) => new pkijs.PolicyInformation({ policyIdentifier: oid })),
        }),
      ),
      extension(
        pkijs.id_AuthorityInfoAccess,
        false,
        new pkijs.InfoAccess({
          accessDescriptions: [
            new pkijs.AccessDescription({
              accessMethod: '1.3.6.1.5.5.7.48.1',
              accessLocation: new pkijs.GeneralName({ type: 6, value: ocspUrl }),
            }),
          ],
        }),
      ),
      ...(eku.length > 0
        ? [extension(pkijs.id_ExtKeyUsage, false, new pkijs.ExtKeyUsage({ keyPurposes: eku }))]
        : []),
    ];
    await sign(certificate, keys.publicKey, issuer, keys.privateKey);
    const pkcs8 = Buffer.from(await webcrypto.subtle.exportKey('pkcs8', keys.privateKey));
    return {
      der: Buffer.from(certificate.toSchema().toBER(false)),
      serialHex: Buffer.from(certificate.serialNumber.valueBlock.valueHexView).toString('hex'),
      privateKey: createPrivateKey({ key: pkcs8, format: 'der', type: 'pkcs8' }),
    };
  }

  async function ocspRespond(
    requestDer: Buffer,
    statusOf: (serialHex: string) => OcspStatus,
  ): Promise<Buffer> {
    const request = pkijs.OCSPRequest.fromBER(new Uint8Array(requestDer));
    const now = new Date();
    const basic = new pkijs.BasicOCSPResponse();
    basic.tbsResponseData.responderID = issuing.certificate.subject;
    basic.tbsResponseData.producedAt = now;
    basic.tbsResponseData.responses = request.tbsRequest.requestList.map((item) => {
      // Serials are random and only this authority's are known: any other answers `unknown`.
      const status = statusOf(Buffer.from(item.reqCert.serialNumber.valueBlock.valueHexView).toString('hex'));
      return new pkijs.SingleResponse({
        certID: item.reqCert,
        certStatus:
          status === 'good'
            ? new asn1js.Primitive({ idBlock: { tagClass: 3, tagNumber: 0 } })
            : status === 'revoked'
              ? new asn1js.Constructed({
                  idBlock: { tagClass: 3, tagNumber: 1 },
                  value: [new asn1js.GeneralizedTime({ valueDate: new Date(now.getTime() - DAY) })],
                })
              : new asn1js.Primitive({ idBlock: { tagClass: 3, tagNumber: 2 } }),
        thisUpdate: now,
        nextUpdate: new Date(now.getTime() + 60_000),
      });
    });
    const nonce = request.tbsRequest.requestExtensions?.find((ext) => ext.extnID === OCSP_NONCE);
    if (nonce) basic.tbsResponseData.responseExtensions = [nonce];
    // The responder's certificate travels with the answer (RFC 6960 §4.2.1 `certs`).
    basic.certs = [issuing.certificate];
    await basic.sign(issuing.privateKey, 'SHA-256');
    const response = new pkijs.OCSPResponse({
      responseStatus: new asn1js.Enumerated({ value: 0 }),
      responseBytes: new pkijs.ResponseBytes({
        responseType: pkijs.id_PKIX_OCSP_Basic,
        response: new asn1js.OctetString({ valueHex: basic.toSchema().toBER(false) }),
      }),
    });
    return Buffer.from(response.toSchema().toBER(false));
  }

  return { trustAnchorsPem: pem(root.certificate) + pem(issuing.certificate), issue, ocspRespond };
}
