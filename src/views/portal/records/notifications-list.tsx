import { useLingui as useLinguiRuntime } from '@lingui/react';
import { Plural, Trans } from '@lingui/react/macro';
import { useLoaderData, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import type { EndpointResponse } from '../../../api/contract/endpoints';
import type { LoadResult } from '../../../app/data-cache';
import { formatDateTime } from '../../../domain/format';
import { useRouteTitle } from '../../shell/use-route-title';
import { DocumentActions } from './document-actions';
import { NOTIFICATION_TYPE_LABELS } from './labels';
import { markNotificationRead } from './notification-read';
import { useDocumentFile } from './use-document-file';
import './records.css';

type Notifications = EndpointResponse<'Notifications.GetList'>;
type PortalNotification = Notifications[number];

/**
 * §6 notifications: newest first, unread ones marked with a word (not only a colour). Opening an
 * unread notification marks it read on the server (UpdateStatusRead) and reloads the cached list.
 */
export function NotificationsListPage() {
  const title = useRouteTitle();
  const loaded = useLoaderData({ strict: false }) as LoadResult<Notifications>;
  const notifications = loaded.data ?? [];
  const router = useRouter();
  const file = useDocumentFile();
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  /** Read on this screen before the reloaded list arrives (and kept read if the write fails: see `failed`). */
  const [readHere, setReadHere] = useState<ReadonlySet<number>>(new Set());
  const [failed, setFailed] = useState<number | null>(null);
  const isUnread = (n: PortalNotification) => !n.isRead && !readHere.has(n.notificationNr);
  const unread = notifications.filter(isUnread).length;

  const toggle = (n: PortalNotification) => {
    const opening = !open.has(n.notificationNr);
    setOpen((current) => {
      const next = new Set(current);
      if (opening) next.add(n.notificationNr);
      else next.delete(n.notificationNr);
      return next;
    });
    if (!opening || !isUnread(n)) return;
    setFailed(null);
    setReadHere((current) => new Set(current).add(n.notificationNr));
    const { api, data } = router.options.context;
    markNotificationRead({ api, data, reload: () => router.invalidate() }, n.notificationNr).catch(() => {
      setReadHere((current) => {
        const next = new Set(current);
        next.delete(n.notificationNr);
        return next;
      });
      setFailed(n.notificationNr);
    });
  };

  return (
    <div className="page records">
      <h1>{title}</h1>
      {notifications.length === 0 ? (
        <section className="card" aria-labelledby="notifications-empty">
          <h2 id="notifications-empty">
            <Trans>Pranešimų nėra</Trans>
          </h2>
          <p>
            <Trans>Čia matysite pranešimus apie įmokas, ataskaitas ir sutartis.</Trans>
          </p>
        </section>
      ) : (
        <>
          <p className="records-summary" role="status">
            {unread === 0 ? (
              <Trans>Visi pranešimai perskaityti.</Trans>
            ) : (
              <Plural
                value={unread}
                one="Turite # neperskaitytą pranešimą."
                few="Turite # neperskaitytus pranešimus."
                many="Turite # neperskaityto pranešimo."
                other="Turite # neperskaitytų pranešimų."
              />
            )}
          </p>
          <ul className="notifications">
            {notifications.map((n) => (
              <NotificationItem
                key={n.notificationNr}
                notification={n}
                unread={isUnread(n)}
                expanded={open.has(n.notificationNr)}
                failed={failed === n.notificationNr}
                onToggle={() => toggle(n)}
                file={file}
              />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

function NotificationItem({
  notification: n,
  unread,
  expanded,
  failed,
  onToggle,
  file,
}: {
  notification: PortalNotification;
  unread: boolean;
  expanded: boolean;
  failed: boolean;
  onToggle: () => void;
  file: ReturnType<typeof useDocumentFile>;
}) {
  const { i18n } = useLinguiRuntime();
  // The server sends each notification in both languages.
  const english = i18n.locale === 'en';
  const title = english ? n.titleEn : n.title;
  const panelId = `notification-${n.notificationNr}`;
  return (
    <li className={`notification card${unread ? ' notification--unread' : ''}`}>
      <h2 className="notification__heading">
        <button
          type="button"
          className="notification__toggle"
          aria-expanded={expanded}
          aria-controls={panelId}
          onClick={onToggle}
        >
          {unread ? (
            <span className="notification__badge">
              <Trans>Naujas</Trans>
            </span>
          ) : null}
          <span className="notification__title">{title}</span>
        </button>
      </h2>
      <p className="notification__meta">
        {i18n._(NOTIFICATION_TYPE_LABELS[n.type])} ·{' '}
        <time dateTime={n.createdAt}>{formatDateTime(n.createdAt)}</time>
      </p>
      <div id={panelId} className="notification__body" hidden={!expanded}>
        <p>{english ? n.messageEn : n.message}</p>
        {n.documentId !== null ? (
          <DocumentActions
            doc={{
              id: n.documentId,
              title,
              fileName: `dokumentas-${n.documentId}.pdf`,
              mimeType: 'application/pdf',
            }}
            file={file}
            actions={['open', 'download']}
          />
        ) : null}
        {failed ? (
          <p className="doc-actions__error" role="alert">
            <Trans>Nepavyko pažymėti pranešimo kaip perskaityto. Bandykite vėliau.</Trans>
          </p>
        ) : null}
      </div>
    </li>
  );
}
