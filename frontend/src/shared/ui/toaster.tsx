import { Toast } from 'radix-ui';
import { useDispatch, useSelector } from 'react-redux';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { TOAST_DURATION_MS } from '@kb/contracts';
import { useLocale } from '../i18n/use-locale';
import { CloseIcon } from './icons';
import { selectToast, toastDismissed, type ToastVariant } from './toast-slice';

/**
 * Top centre, over the middle of the 60 px header: the one strip that holds no control at any width
 * in either direction (brand and title at the start, language, theme and account at the end). At the
 * bottom a toast covered the send and Quick Actions buttons, and the textarea at 800 px.
 */
const Viewport = styled(Toast.Viewport)`
  position: fixed;
  inset-block-start: 6px;
  inset-inline: 0;
  z-index: 100;
  display: flex;
  flex-direction: column;
  gap: 8px;
  /* 340 px: at 800 px the header's end group (language, bell, account) starts at about 585 px. */
  inline-size: min(340px, calc(100% - 32px));
  padding: 0;
  margin-block: 0;
  margin-inline: auto;
  list-style: none;
  outline: none;
  /* On a phone the header holds controls from edge to edge (the login page's language button too):
     the toast goes just below it. */
  @media (max-width: 599px) {
    inset-block-start: 64px;
  }
`;

const Root = styled(Toast.Root)<{ $variant: ToastVariant }>`
  position: relative;
  display: grid;
  gap: 2px;
  padding-block: 8px;
  padding-inline: 16px 40px;
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  border-inline-start: 4px solid ${({ theme }) => theme.color.primary};
  ${({ theme, $variant }) =>
    $variant === 'destructive' &&
    css`
      /* Dark text on a pale red (light) or light text on a deep red (dark): white on the dark
         theme's light red read at 3:1 (issue 48, the failed sign-in). The edge carries the colour. */
      background: ${theme.color.dangerSoft};
      border-color: ${theme.color.danger};
      border-inline-start-color: ${theme.color.danger};
      color: ${theme.color.text};
    `}
  ${({ theme, $variant }) =>
    $variant === 'success' &&
    css`
      border-inline-start-color: ${theme.color.success};
    `}
  ${({ theme, $variant }) =>
    $variant === 'warning' &&
    css`
      border-inline-start-color: ${theme.color.warning};
    `}
`;

const Title = styled(Toast.Title)`
  font-weight: 700;
`;

const Description = styled(Toast.Description)`
  font-size: 13px;
`;

const Close = styled(Toast.Close)`
  position: absolute;
  inset-block-start: 8px;
  inset-inline-end: 10px;
  border: none;
  background: transparent;
  color: inherit;
  opacity: 0.7;
  padding: 2px;
  &:hover {
    opacity: 1;
  }
`;

/** Renders the single current toast (SPEC.md: at most one at a time, 5000 ms by default). */
export function Toaster() {
  const toast = useSelector(selectToast);
  const dispatch = useDispatch();
  const { t } = useTranslation();
  const { dir } = useLocale();
  return (
    <Toast.Provider label={t('common.notification')} duration={TOAST_DURATION_MS} swipeDirection="up">
      {toast && (
        <Root
          key={toast.id}
          dir={dir}
          $variant={toast.variant}
          data-variant={toast.variant}
          data-testid="toast"
          type={toast.variant === 'destructive' ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (!open) dispatch(toastDismissed(toast.id));
          }}
        >
          <Title>{toast.title}</Title>
          {toast.description && <Description>{toast.description}</Description>}
          <Close aria-label={t('common.close')}>
            <CloseIcon size={16} />
          </Close>
        </Root>
      )}
      <Viewport dir={dir} label={t('common.notifications')} />
    </Toast.Provider>
  );
}
