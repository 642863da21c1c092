import { useState } from 'react';
import { Popover } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { KbUpdate } from '@kb/contracts';
import { formatDateTime } from '../../../shared/i18n/format-date';
import { useLocale } from '../../../shared/i18n/use-locale';
import { Button, IconButton } from '../../../shared/ui/button';
import { Hint } from '../../../shared/ui/hint';
import { BellIcon } from '../../../shared/ui/icons';
import { useToast } from '../../../shared/ui/use-toast';
import { useGetKbUpdatesQuery, useMarkKbUpdatesReadMutation } from '../api/notifications-api';

const Trigger = styled(IconButton)`
  position: relative;
`;

const Count = styled.span`
  position: absolute;
  inset-block-start: 2px;
  inset-inline-end: 0;
  min-inline-size: 18px;
  block-size: 18px;
  padding-inline: 4px;
  border-radius: 9px;
  /* A red white text reads on (5.6:1) in both themes; the dark theme's danger is too light for it. */
  background: #c62828;
  color: #fff;
  font-size: 11px;
  font-weight: 700;
  line-height: 18px;
  text-align: center;
`;

const Panel = styled(Popover.Content)`
  z-index: 60;
  display: grid;
  gap: 8px;
  inline-size: min(360px, calc(100vw - 16px));
  max-block-size: min(480px, calc(100vh - 80px));
  padding: 12px;
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  box-shadow: ${({ theme }) => theme.shadow.md};
  header {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 8px;
  }
  h2 {
    font-size: 15px;
  }
  ul {
    display: grid;
    gap: 2px;
    margin: 0;
    padding: 0;
    list-style: none;
    overflow-y: auto;
    min-block-size: 0;
  }
  li {
    display: grid;
    gap: 2px;
    padding: 8px;
    border-radius: ${({ theme }) => theme.radius.sm};
    font-size: 14px;
  }
  li[data-read='false'] {
    background: ${({ theme }) => theme.color.primarySoft};
  }
  time {
    font-size: 12px;
    color: ${({ theme }) => theme.color.textMuted};
  }
  p {
    font-size: 14px;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const KIND_KEY = {
  published: 'chatTools.notificationPublished',
  updated: 'chatTools.notificationUpdated',
  archived: 'chatTools.notificationArchived',
} as const;

/**
 * The header's bell: what changed in the knowledge base since the user last marked it read, with an
 * unread count, live over the socket. Marking read is recorded on the server for this user only.
 */
export function NotificationsMenu() {
  const { t } = useTranslation();
  const { dir, locale } = useLocale();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const { data, isError } = useGetKbUpdatesQuery();
  const [markRead, { isLoading: marking }] = useMarkKbUpdatesReadMutation();
  const unread = data?.unread ?? 0;

  async function markAll(newest: KbUpdate) {
    try {
      await markRead({ upTo: newest.at }).unwrap();
    } catch {
      toast({ title: t('chat.errorTitle'), description: t('chatTools.notificationsFailed'), variant: 'destructive' });
    }
  }

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Hint label={t('header.notifications')}>
        <Popover.Trigger asChild>
          {/* Named by hidden text plus the visible count, so the name holds what is seen (WCAG 2.5.3). */}
          <Trigger type="button" data-testid="notifications-button">
            <BellIcon />
            <span className="visually-hidden">{unread > 0 ? t('chatTools.notificationsUnreadName') : t('header.notifications')}</span>
            {unread > 0 && (
              <Count data-testid="notifications-count">
                {unread > 99 ? `${(99).toLocaleString(locale)}+` : unread.toLocaleString(locale)}
              </Count>
            )}
          </Trigger>
        </Popover.Trigger>
      </Hint>
      <Popover.Portal>
        <Panel dir={dir} align="end" sideOffset={8} aria-labelledby="notifications-title" data-testid="notifications-panel">
          <header>
            <h2 id="notifications-title">{t('chatTools.notificationsTitle')}</h2>
            {data && unread > 0 && data.updates[0] && (
              <Button type="button" $variant="ghost" disabled={marking} onClick={() => void markAll(data.updates[0])}>
                {t('chatTools.notificationsMarkRead')}
              </Button>
            )}
          </header>
          {isError ? (
            <p role="alert">{t('chatTools.notificationsFailed')}</p>
          ) : !data || data.updates.length === 0 ? (
            <p>{t('chatTools.notificationsEmpty')}</p>
          ) : (
            <ul>
              {data.updates.map((update) => (
                <li key={update.id} data-read={update.read} data-kind={update.kind}>
                  <span dir="auto">{t(KIND_KEY[update.kind], { title: update.title })}</span>
                  <time dateTime={update.at}>{formatDateTime(update.at, locale)}</time>
                </li>
              ))}
            </ul>
          )}
        </Panel>
      </Popover.Portal>
    </Popover.Root>
  );
}
