import { useEffect, useEffectEvent, useRef } from 'react';
import { Toast } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import styled from 'styled-components';
import { TOAST_DURATION_MS } from '@kb/contracts';
import { useLocale } from '../i18n/use-locale';
import { Button } from './button';
import { selectToast, toastDismissed } from './toast-slice';

const Viewport = styled(Toast.Viewport)`
  position: fixed;
  inset-block-end: 0;
  inset-inline-end: 0;
  z-index: 100;
  inline-size: 100%;
  padding: 16px;
  margin: 0;
  list-style: none;
  outline: none;
  @media (min-width: 768px) {
    max-inline-size: 420px;
  }
`;

const Root = styled(Toast.Root)`
  display: grid;
  grid-template-columns: 1fr auto;
  align-items: center;
  gap: 4px 12px;
  padding-block: 14px;
  padding-inline: 16px;
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-inline-start: 4px solid ${({ theme }) => theme.color.success};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  div {
    display: grid;
    gap: 2px;
  }
  strong {
    font-weight: 700;
  }
  p {
    font-size: 14px;
    opacity: 0.9;
  }
`;

export interface ActionToastMessage {
  id: number;
  title: string;
  description?: string;
  actionLabel: string;
  onAction: () => void;
}

/**
 * A toast with one action (e.g. Undo), which the shared toaster does not offer. SPEC.md allows one
 * toast at a time, so showing it clears the current toast, and a newer toast closes it.
 */
export function ActionToast({ message, onClose }: { message: ActionToastMessage | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { dir } = useLocale();
  const dispatch = useDispatch();
  const other = useSelector(selectToast);
  const shownWith = useRef<number | null>(null);

  // Read the latest values without re-running on them: each effect runs on one id only.
  const onShown = useEffectEvent(() => {
    if (!message) return;
    shownWith.current = other?.id ?? null;
    if (other) dispatch(toastDismissed(other.id));
  });
  const onOtherToast = useEffectEvent(() => {
    if (message && other && other.id !== shownWith.current) onClose();
  });
  const messageId = message?.id;
  const otherId = other?.id;
  useEffect(() => onShown(), [messageId]);
  useEffect(() => onOtherToast(), [otherId]);

  return (
    <Toast.Provider label={t('common.notification')} duration={TOAST_DURATION_MS} swipeDirection={dir === 'rtl' ? 'left' : 'right'}>
      {message && (
        <Root key={message.id} dir={dir} type="foreground" onOpenChange={(open) => !open && onClose()} data-testid="action-toast">
          <div>
            <Toast.Title asChild>
              <strong>{message.title}</strong>
            </Toast.Title>
            {message.description && (
              <Toast.Description asChild>
                <p dir="auto">{message.description}</p>
              </Toast.Description>
            )}
          </div>
          <Toast.Action asChild altText={message.actionLabel}>
            <Button type="button" $variant="secondary" onClick={message.onAction}>
              {message.actionLabel}
            </Button>
          </Toast.Action>
        </Root>
      )}
      <Viewport dir={dir} label={t('common.notifications')} />
    </Toast.Provider>
  );
}
