import { cacheKey } from '../../api/cache-key';
import type { DataCache } from '../../app/data-cache';
import type { PortalApi } from '../../app/portal-api';

/**
 * The one write of the notifications list: UpdateStatusRead when the customer opens an unread
 * notification, then the cached list is dropped and the route's loader is re-run so every view of the
 * list (and its unread count) shows the server's state. Rejects with the portal error when the write
 * fails (a 5xx carries its §8 redirect); the cache is left alone then.
 */
export async function markNotificationRead(
  deps: { api: PortalApi; data: DataCache; reload: () => Promise<void> },
  notificationNr: number,
  signal?: AbortSignal,
): Promise<void> {
  await deps.api.call('Notifications.UpdateStatusRead', {
    query: { notificationNr },
    ...(signal ? { signal } : {}),
  });
  deps.data.invalidate(cacheKey('Notifications.GetList'));
  await deps.reload();
}
