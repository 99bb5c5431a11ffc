import { Plural } from '@lingui/react/macro';
import { getRouteApi } from '@tanstack/react-router';
import './unread-badge.css';

const portal = getRouteApi('/portal');

/**
 * The number of unread notifications, shown inside the menu's Notifications item: a visible count and,
 * for screen readers, the words ("2 neperskaityti"), as part of the link's name. Nothing when all are read
 * or the list could not be loaded.
 */
export function UnreadBadge() {
  const result = portal.useLoaderData().notifications;
  const unread = result.state === 'Loaded' ? result.data.filter((n) => !n.isRead).length : 0;
  if (unread === 0) return null;
  return (
    <span className="nav-badge">
      <span aria-hidden="true">{unread}</span>
      <span className="visually-hidden">
        {' '}
        (
        <Plural
          value={unread}
          one="# neperskaitytas"
          few="# neperskaityti"
          many="# neperskaityto"
          other="# neperskaitytų"
        />
        )
      </span>
    </span>
  );
}
