import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '../../../src/api/contract/common';
import { toPortalError } from '../../../src/api/errors';

describe('toPortalError: the §8 API error catalogue', () => {
  it('5xx redirects to /error-500 unless suppressed', () => {
    expect(toPortalError({ status: 500, body: { message: 'Internal server error' } })).toMatchObject({
      kind: 'server-error',
      redirect: '/error-500',
    });
    expect(toPortalError({ status: 503, body: 'Service Unavailable' })).toMatchObject({
      kind: 'server-error',
      redirect: '/error-500',
    });
    const suppressed = toPortalError({ status: 502, body: {}, suppress5xx: true });
    expect(suppressed.kind).toBe('server-error');
    expect(suppressed.redirect).toBeUndefined();
  });

  it('a message containing deadlock or timeout redirects to /error-timeout', () => {
    expect(
      toPortalError({ status: 500, body: { message: 'Transaction (Process ID 61) was deadlocked' } }),
    ).toMatchObject({
      kind: 'timeout-error',
      redirect: '/error-timeout',
    });
    expect(
      toPortalError({ status: 500, body: { message: 'Database deadlock detected, try again later' } })
        .redirect,
    ).toBe('/error-timeout');
    expect(toPortalError({ status: 504, body: { Message: 'Gateway Timeout' } }).redirect).toBe(
      '/error-timeout',
    );
    expect(toPortalError({ status: 400, body: { message: 'Execution Timeout Expired' } })).toMatchObject({
      kind: 'timeout-error',
      redirect: '/error-timeout',
    });
  });

  it('maps 403, 499, 408, 204, 401, 404 and other 4xx', () => {
    expect(toPortalError({ status: 403, body: { code: 'forbidden', message: 'Forbidden' } }).kind).toBe(
      'forbidden',
    );
    expect(toPortalError({ status: 499 }).kind).toBe('cancelled');
    expect(toPortalError({ status: 408 }).kind).toBe('timeout');
    expect(toPortalError({ status: 204 }).kind).toBe('no-content');
    expect(
      toPortalError({ status: 401, body: { code: 'unauthorized', message: 'Missing bearer token' } }).kind,
    ).toBe('unauthorized');
    expect(toPortalError({ status: 404, body: { code: 'not_found', message: 'x' } }).kind).toBe('not-found');
    expect(toPortalError({ status: 409, body: { message: 'Conflict' } }).kind).toBe('client-error');
    expect(
      toPortalError({ status: 413, body: { code: 'payload_too_large', message: 'too large' } }).kind,
    ).toBe('client-error');
    expect(toPortalError({ status: 0 }).kind).toBe('network');
    for (const status of [403, 499, 408, 404, 409])
      expect(toPortalError({ status }).redirect).toBeUndefined();
  });

  it('names the IP ban end and validation fields', () => {
    expect(
      toPortalError({
        status: 403,
        body: {
          status: 403,
          code: 'ip_banned',
          message: 'blocked',
          blockedUntil: '2026-01-01T10:00:00.000Z',
        },
      }),
    ).toMatchObject({ kind: 'ip-banned', blockedUntil: '2026-01-01T10:00:00.000Z' });
    expect(
      toPortalError({ status: 429, body: { code: 'rate_limited', message: 'slow down', blockedUntil: 'x' } })
        .kind,
    ).toBe('rate-limited');
    expect(
      toPortalError({
        status: 400,
        body: { status: 400, code: 'validation', message: 'body.email: Invalid', field: 'body.email' },
      }),
    ).toMatchObject({ kind: 'validation', field: 'body.email' });
  });

  it('recognises every 400 special by code and by message', () => {
    const cases: [string, string, string][] = [
      ['unable_to_fetch_certificate', 'Unable to fetch certificate', 'unable-to-fetch-certificate'],
      ['contract_already_exists', ERROR_MESSAGES.contractAlreadyExists, 'contract-already-exists'],
      ['session_missing', 'Session is missing or timed out', 'server-communication'],
      ['invalid_old_password', ERROR_MESSAGES.invalidOldPassword, 'invalid-old-pass'],
      ['passwords_should_differ', ERROR_MESSAGES.passwordsShouldDiffer, 'passwords-should-differ'],
      ['email_already_exists', ERROR_MESSAGES.emailAlreadyExists, 'email-already-exists'],
      ['phone_duplicated', ERROR_MESSAGES.phoneDuplicated, 'phone-duplicated'],
      ['personal_code_mismatch', ERROR_MESSAGES.personalCodeMismatch, 'personal-code-mismatch'],
      ['invalid_token_expired', ERROR_MESSAGES.invalidTokenExpired, 'invalid-token-expired'],
    ];
    for (const [code, message, kind] of cases) {
      expect(toPortalError({ status: 400, body: { status: 400, code, message } }).kind, code).toBe(kind);
      expect(toPortalError({ status: 400, body: { message } }).kind, message).toBe(kind);
      expect(toPortalError({ status: 400, body: { message } }).redirect).toBeUndefined();
    }
    expect(toPortalError({ status: 400, body: 'Already exists contract in specified fund.' }).kind).toBe(
      'contract-already-exists',
    );
  });

  it('maps the 500 IBAN messages to field errors without a redirect', () => {
    expect(toPortalError({ status: 500, body: { message: 'Neteisinga banko sąskaita' } })).toEqual({
      kind: 'invalid-iban',
      status: 500,
      message: 'Neteisinga banko sąskaita',
    });
    const unidentified = toPortalError({
      status: 500,
      body: { status: 500, code: 'unidentified_iban', message: 'Cannot find bank account' },
    });
    expect(unidentified.kind).toBe('unidentified-iban');
    expect(unidentified.redirect).toBeUndefined();
  });

  it('sends an AML answer containing errors to the error page', () => {
    const error = toPortalError({
      status: 200,
      body: { status: 'Invalid', errors: [{ field: 'pep', message: 'Required' }] },
    });
    expect(error).toMatchObject({
      kind: 'aml-errors',
      redirect: '/error-500',
      errors: [{ field: 'pep', message: 'Required' }],
    });
    expect(toPortalError({ status: 200, body: { status: 'Valid', errors: [] } }).kind).toBe('unexpected');
  });

  it('sensitive changes: confirmation required, user locked and the contact code (docs/security.md)', () => {
    expect(
      toPortalError({ status: 403, body: { status: 403, code: 'confirmation_required', message: 'Confirm' } })
        .kind,
    ).toBe('confirmation-required');
    expect(toPortalError({ status: 403, body: { code: 'forbidden', message: 'Forbidden' } }).kind).toBe(
      'forbidden',
    );
    expect(toPortalError({ status: 423, body: { code: 'user_locked', message: 'Locked' } }).kind).toBe(
      'user-locked',
    );
    expect(
      toPortalError({ status: 400, body: { code: 'verification_code_invalid', message: 'Wrong code' } }).kind,
    ).toBe('verification-code-invalid');
    expect(
      toPortalError({ status: 400, body: { code: 'verification_expired', message: 'Too late' } }).kind,
    ).toBe('verification-expired');
  });
});
