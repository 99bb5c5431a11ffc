import { z } from 'zod';

/** RemindPassword: an email, or a phone without the plus (370xxxxxxxx), with a kind indicator (§7). */
export const RemindPasswordRequest = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('email'), value: z.email().max(254) }),
  z.object({
    kind: z.literal('phone'),
    value: z.string().regex(/^370\d{8}$/, 'Phone must be 370 followed by 8 digits'),
  }),
]);
export type RemindPasswordRequest = z.infer<typeof RemindPasswordRequest>;

/** ChangePassword after a reminder: partialBusinessAccountId is the last 4 digits of the personal code (§5). */
export const ChangePasswordRequest = z.object({
  hash: z.string().min(1).max(200),
  partialBusinessAccountId: z.string().regex(/^\d{4}$/, 'Exactly 4 digits'),
  newPassword: z.string().min(7).max(200),
});
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequest>;

export const ValidateChangePasswordTokenRequest = z.object({ hash: z.string().min(1).max(200) });
export const ValidateChangePasswordTokenResponse = z.object({
  valid: z.literal(true),
  expiresAt: z.iso.datetime(),
});
