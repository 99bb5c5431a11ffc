/**
 * The default eID implementation: Smart-ID and Mobile-ID simulators that behave like SK ID Solutions'
 * public demo accounts. Stateless: the session id encodes the request and its start time, so any server
 * process can answer a poll for a session another process started (like the real, shared services).
 *
 * Each session stays RUNNING for the confirmation delay (env EID_CONFIRM_DELAY_MS, default 4000 ms; tests
 * use 0), then completes with the identity's outcome. The "never answers" identity (Smart-ID 30403039983)
 * stays RUNNING for ever, like a phone that never shows the request: the client's and the auth server's
 * 120 s window (§9) end it with session_expired. Mobile-ID 37060000009 answers TIMEOUT after the delay (the
 * real services answer TIMEOUT after their own timeout).
 */
import type {
  EidClients,
  EidEndResult,
  EidSessionStatus,
  MobileIdClient,
  MobileIdStartRequest,
  SmartIdClient,
  SmartIdStartRequest,
} from './types';
import { EidStartError } from './types';

export const DEFAULT_EID_CONFIRM_DELAY_MS = 4000;

/** A simulated outcome: an end result, or no answer at all (the session stays RUNNING). */
export type SimulatedOutcome = EidEndResult | 'NO_ANSWER';

/** Smart-ID demo accounts: personal code -> what happens (SK's public demo identities). */
export const SMART_ID_DEMO: Readonly<Record<string, 'OK' | 'BASIC' | Exclude<SimulatedOutcome, 'OK'>>> = {
  '30303039914': 'OK',
  '40504040001': 'OK',
  '50001029996': 'OK',
  '39901012239': 'OK',
  /** A minor (born 2011-01-01): confirms normally. */
  '61101012257': 'OK',
  /** Smart-ID Basic (non-qualified) account: cannot log in. */
  '40504049999': 'BASIC',
  '30403039917': 'USER_REFUSED',
  /** Never answers: only the 120 s window ends the login. */
  '30403039983': 'NO_ANSWER',
  '30403039972': 'WRONG_VC',
};

/** Mobile-ID demo numbers (Lithuanian, without plus): number -> outcome. */
export const MOBILE_ID_DEMO: Readonly<Record<string, { personalCode?: string; result: EidEndResult }>> = {
  '37060000666': { personalCode: '50001018865', result: 'OK' },
  '37060000007': { result: 'NOT_MID_CLIENT' },
  '37060000008': { result: 'USER_REFUSED' },
  '37060000009': { result: 'TIMEOUT' },
  '37060000010': { result: 'PHONE_ABSENT' },
};

/**
 * Accounts outside the demo tables (e.g. seeded customers): lets the simulator confirm them too. Answers
 * 'qualified' / 'basic' / null for Smart-ID and true/false for a Mobile-ID pair.
 */
export interface SimulatorAccounts {
  smartIdAccount(personalCode: string): Promise<'qualified' | 'basic' | null>;
  isMobileIdPair(personalCode: string, phoneNumber: string): Promise<boolean>;
}

export interface EidSimulatorOptions {
  confirmDelayMs?: number;
  accounts?: SimulatorAccounts;
  now?: () => number;
}

interface SimSession {
  p: 'smart_id' | 'mobile_id';
  pc: string;
  /** Outcome decided at start. */
  r: SimulatedOutcome;
  t: number;
}

function encode(session: SimSession): string {
  return `sim.${Buffer.from(JSON.stringify(session)).toString('base64url')}`;
}

function decode(sessionId: string): SimSession {
  if (!sessionId.startsWith('sim.')) throw new Error('Not a simulator session');
  const parsed: unknown = JSON.parse(Buffer.from(sessionId.slice(4), 'base64url').toString('utf8'));
  if (typeof parsed !== 'object' || parsed === null) throw new Error('Bad simulator session');
  const { p, pc, r, t } = parsed as Record<string, unknown>;
  if (
    (p !== 'smart_id' && p !== 'mobile_id') ||
    typeof pc !== 'string' ||
    typeof r !== 'string' ||
    typeof t !== 'number'
  ) {
    throw new Error('Bad simulator session');
  }
  return { p, pc, r: r as SimulatedOutcome, t };
}

function status(session: SimSession, now: number, delayMs: number): EidSessionStatus {
  if (session.r === 'NO_ANSWER' || now - session.t < delayMs) return { state: 'RUNNING' };
  if (session.r === 'OK') return { state: 'COMPLETE', endResult: 'OK', personalCode: session.pc };
  return { state: 'COMPLETE', endResult: session.r };
}

export function createSmartIdSimulator(options: EidSimulatorOptions = {}): SmartIdClient {
  const delay = options.confirmDelayMs ?? DEFAULT_EID_CONFIRM_DELAY_MS;
  const now = options.now ?? Date.now;
  return {
    async startAuthentication(request: SmartIdStartRequest) {
      const demo = SMART_ID_DEMO[request.personalCode];
      let result: SimulatedOutcome;
      if (demo === 'BASIC') throw new EidStartError('smart_id_basic');
      if (demo !== undefined) result = demo;
      else {
        const account = (await options.accounts?.smartIdAccount(request.personalCode)) ?? null;
        if (account === null) throw new EidStartError('smart_id_does_not_exist');
        if (account === 'basic') throw new EidStartError('smart_id_basic');
        result = 'OK';
      }
      return { sessionId: encode({ p: 'smart_id', pc: request.personalCode, r: result, t: now() }) };
    },
    async getSessionStatus(sessionId) {
      return status(decode(sessionId), now(), delay);
    },
  };
}

export function createMobileIdSimulator(options: EidSimulatorOptions = {}): MobileIdClient {
  const delay = options.confirmDelayMs ?? DEFAULT_EID_CONFIRM_DELAY_MS;
  const now = options.now ?? Date.now;
  return {
    async startAuthentication(request: MobileIdStartRequest) {
      const demo = MOBILE_ID_DEMO[request.phoneNumber];
      let result: EidEndResult;
      if (demo !== undefined) {
        result =
          demo.personalCode !== undefined && demo.personalCode !== request.personalCode
            ? 'NOT_MID_CLIENT'
            : demo.result;
      } else {
        const pair =
          (await options.accounts?.isMobileIdPair(request.personalCode, request.phoneNumber)) ?? false;
        result = pair ? 'OK' : 'NOT_MID_CLIENT';
      }
      return { sessionId: encode({ p: 'mobile_id', pc: request.personalCode, r: result, t: now() }) };
    },
    async getSessionStatus(sessionId) {
      return status(decode(sessionId), now(), delay);
    },
  };
}

export function createEidSimulators(options: EidSimulatorOptions = {}): EidClients {
  return { smartId: createSmartIdSimulator(options), mobileId: createMobileIdSimulator(options) };
}

/** EID_CONFIRM_DELAY_MS from the environment (non-negative integer), else the default. */
export function confirmDelayFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.EID_CONFIRM_DELAY_MS;
  if (raw === undefined || raw.trim() === '') return DEFAULT_EID_CONFIRM_DELAY_MS;
  const value = Number(raw);
  return Number.isInteger(value) && value >= 0 ? value : DEFAULT_EID_CONFIRM_DELAY_MS;
}
