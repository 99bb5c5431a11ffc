/**
 * The Smart-ID QR code's link refresher, the `linkRefresher` child of the device-link login: asks the
 * server for the links every second (one request at a time) and reports each answer as
 * `deviceLink.fresh`; when the links on screen reach 3 s without a fresh answer (a slow or failed
 * request), it reports `deviceLink.stale` so that the QR is hidden (SK: no QR older than 3 s is shown).
 */
import { fromCallback } from 'xstate';
import { DEVICE_LINK_MAX_AGE_MS, DEVICE_LINK_REFRESH_MS } from '../../src/domain/constants';
import type {
  DeviceLinkRefresherEvent,
  DeviceLinkRefreshInput,
  DeviceLinks,
} from './device-link-login.machine';

export type FetchDeviceLinks = (input: DeviceLinkRefreshInput, signal: AbortSignal) => Promise<DeviceLinks>;

/** Starts refreshing; returns the function that stops it. */
export function startLinkRefresher(
  input: DeviceLinkRefreshInput,
  sendBack: (event: DeviceLinkRefresherEvent) => void,
  fetchLinks: FetchDeviceLinks,
): () => void {
  {
    const controller = new AbortController();
    let next: ReturnType<typeof setTimeout> | undefined;
    let stale: ReturnType<typeof setTimeout> | undefined;
    // The links the machine shows were made just before this actor started.
    const watchAge = () => {
      clearTimeout(stale);
      stale = setTimeout(() => sendBack({ type: 'deviceLink.stale' }), DEVICE_LINK_MAX_AGE_MS);
    };
    const refresh = async () => {
      const started = Date.now();
      try {
        const links = await fetchLinks(input, controller.signal);
        if (controller.signal.aborted) return;
        sendBack({ type: 'deviceLink.fresh', ...links });
        watchAge();
      } catch {
        // The age watch hides the QR if no fresh links follow in time; the next second asks again.
      }
      if (controller.signal.aborted) return;
      next = setTimeout(() => void refresh(), Math.max(0, DEVICE_LINK_REFRESH_MS - (Date.now() - started)));
    };
    watchAge();
    next = setTimeout(() => void refresh(), DEVICE_LINK_REFRESH_MS);
    return () => {
      controller.abort();
      clearTimeout(next);
      clearTimeout(stale);
    };
  }
}

/** The refresher as the machine's `linkRefresher` child. */
export function createLinkRefresher(fetchLinks: FetchDeviceLinks) {
  return fromCallback<DeviceLinkRefresherEvent, DeviceLinkRefreshInput>(({ input, sendBack }) =>
    startLinkRefresher(input, sendBack, fetchLinks),
  );
}
