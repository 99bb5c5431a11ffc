/**
 * RFC 6749 §5.2 errors of the auth server: `{ error, error_description? }`, status 400 (401 for
 * invalid_client, 500 for server_error). Descriptions never contain a token or a personal code.
 */
import type { AuthServerErrorCode } from '../../src/api/contract/auth';

export class OAuthError extends Error {
  readonly code: AuthServerErrorCode;
  readonly description: string | undefined;
  /** rate_limited / ip_banned: until when (ISO 8601), sent as `blocked_until`. */
  readonly blockedUntil: string | undefined;

  constructor(code: AuthServerErrorCode, description?: string, blockedUntil?: string) {
    super(description ?? code);
    this.name = 'OAuthError';
    this.code = code;
    this.description = description;
    this.blockedUntil = blockedUntil;
  }

  get status(): number {
    if (this.code === 'invalid_client') return 401;
    if (this.code === 'server_error') return 500;
    if (this.code === 'ip_banned') return 403;
    if (this.code === 'rate_limited') return 429;
    return 400;
  }

  toBody(): { error: AuthServerErrorCode; error_description?: string; blocked_until?: string } {
    return {
      error: this.code,
      ...(this.description ? { error_description: this.description } : {}),
      ...(this.blockedUntil ? { blocked_until: this.blockedUntil } : {}),
    };
  }
}
