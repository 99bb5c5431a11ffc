import { useLingui as useLinguiRuntime } from '@lingui/react';
import { Plural, Trans } from '@lingui/react/macro';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import type { EndpointResponse } from '../../api/contract/endpoints';
import { formatDateTime } from '../../domain/format';
import { useRouteTitle } from '../../app/shell/use-route-title';
import { DocumentActions } from './document-actions';
import { NOTIFICATION_TYPE_LABELS } from './labels';
import { useFormFlow } from '../../kits/forms/use-form';
import { TextWithContractNumbers } from '../../ui/contract-numbers';
import { useDocumentFile } from './use-document-file';
import '../../ui/records.css';

const route = getRouteApi('/portal/notifications-list');

type Notifications = EndpointResponse<'Notifications.GetList'>;
type PortalNotification = Notifications[number];

/**
 * §6 notifications: newest first, unread ones marked with a word (not only a colour). Opening an
 * unread notification marks it read on the server (UpdateStatusRead) and reloads the cached list.
 */
export function NotificationsListPage() {
  const title = useRouteTitle();
  const loaded = route.useLoaderData();
  const notifications = loaded.data ?? [];
  const file = useDocumentFile();
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  // The server's answer: each item's `notificationRead` flow reloads the list after its write.
  const unread = notifications.filter((n) => !n.isRead).length;
  const toggle = (n: PortalNotification) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(n.notificationNr)) next.delete(n.notificationNr);
      else next.add(n.notificationNr);
      return next;
    });

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
                expanded={open.has(n.notificationNr)}
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

const NO_FIELDS = {} as Record<never, string>;

function NotificationItem({
  notification: n,
  expanded,
  onToggle,
  file,
}: {
  notification: PortalNotification;
  expanded: boolean;
  onToggle: () => void;
  file: ReturnType<typeof useDocumentFile>;
}) {
  const { i18n } = useLinguiRuntime();
  // The server sends each notification in both languages.
  const english = i18n.locale === 'en';
  const title = english ? n.titleEn : n.title;
  // Opening an unread notification marks it read (UpdateStatusRead): the write is this item's flow.
  const read = useFormFlow<never, 'notificationRead'>('notificationRead', {
    initialValues: NO_FIELDS,
    validate: () => ({}),
    params: { notificationNr: n.notificationNr },
  });
  const unread = !n.isRead && !read.submitting && !read.submitted;
  const failed = read.submitError !== null && !read.submitting;
  const onClick = () => {
    if (!expanded && unread) read.submit();
    onToggle();
  };
  const panelId = `notification-${n.notificationNr}`;
  return (
    <li className={`notification card${unread ? ' notification--unread' : ''}`}>
      <h2 className="notification__heading">
        <button
          type="button"
          className="notification__toggle"
          aria-expanded={expanded}
          aria-controls={panelId}
          onClick={onClick}
        >
          {unread ? (
            <span className="notification__badge">
              <Trans>Naujas</Trans>
            </span>
          ) : null}
          <span className="notification__title">
            <TextWithContractNumbers text={title} />
          </span>
        </button>
      </h2>
      <p className="notification__meta">
        {i18n._(NOTIFICATION_TYPE_LABELS[n.type])} ·{' '}
        <time dateTime={n.createdAt}>{formatDateTime(n.createdAt)}</time>
      </p>
      <div id={panelId} className="notification__body" hidden={!expanded}>
        <p>
          <TextWithContractNumbers text={english ? n.messageEn : n.message} />
        </p>
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
