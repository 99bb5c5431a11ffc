/**
 * A customer's upload quota: at most UPLOAD_QUOTA.files files and UPLOAD_QUOTA.bytes bytes in any 24 hours,
 * documents and the AML identity photo together. §5 allows 5 files of 10 Mb in one request; the quota keeps
 * one customer from filling the database (and the back office) with request after request. Used in the
 * transaction that stores the files, under a lock of the customer's row, so parallel uploads cannot
 * overshoot; an upload over the quota answers 429 upload_quota_exceeded with when it frees up.
 */
import type { Queryable } from '../db/db';
import { ApiHttpError } from '../http/api-error';

export const UPLOAD_QUOTA = { files: 30, bytes: 100 * 1024 * 1024, windowHours: 24 } as const;

export async function useUploadQuota(
  tx: Queryable,
  customerId: number,
  upload: { files: number; bytes: number; now: number },
): Promise<void> {
  await tx.query('SELECT id FROM customers WHERE id = $1 FOR NO KEY UPDATE', [customerId]);
  const since = new Date(upload.now - UPLOAD_QUOTA.windowHours * 3_600_000).toISOString();
  const rows = await tx.query<{ files: number; bytes: string; oldest: string | Date | null }>(
    `SELECT coalesce(sum(files), 0)::int AS files, coalesce(sum(bytes), 0)::text AS bytes, min(created_at) AS oldest
       FROM upload_usage WHERE customer_id = $1 AND created_at > $2`,
    [customerId, since],
  );
  const used = rows[0];
  const files = (used?.files ?? 0) + upload.files;
  const bytes = Number(used?.bytes ?? 0) + upload.bytes;
  if (files > UPLOAD_QUOTA.files || bytes > UPLOAD_QUOTA.bytes) {
    const oldest = used?.oldest ? new Date(used.oldest).getTime() : upload.now;
    const blockedUntil = new Date(oldest + UPLOAD_QUOTA.windowHours * 3_600_000).toISOString();
    throw new ApiHttpError(
      429,
      'upload_quota_exceeded',
      `Upload quota: at most ${UPLOAD_QUOTA.files} files and ${UPLOAD_QUOTA.bytes / (1024 * 1024)} MB in ${UPLOAD_QUOTA.windowHours} hours`,
      'body',
      { blockedUntil },
    );
  }
  await tx.query('INSERT INTO upload_usage (customer_id, files, bytes, created_at) VALUES ($1, $2, $3, $4)', [
    customerId,
    upload.files,
    upload.bytes,
    new Date(upload.now).toISOString(),
  ]);
}
