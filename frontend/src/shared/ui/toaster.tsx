import { Toast } from 'radix-ui';
import { useDispatch, useSelector } from 'react-redux';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { TOAST_DURATION_MS } from '@kb/contracts';
import { useLocale } from '../i18n/use-locale';
import { CloseIcon } from './icons';
import { selectToast, toastDismissed, type ToastVariant } from './toast-slice';

const Viewport = styled(Toast.Viewport)`
  position: fixed;
  inset-block-end: 0;
  inset-inline-end: 0;
  z-index: 100;
  display: flex;
  flex-direction: column;
  gap: 8px;
  inline-size: 100%;
  padding: 16px;
  margin: 0;
  list-style: none;
  outline: none;
  @media (min-width: 768px) { max-inline-size: 420px; }
`;

const Root = styled(Toast.Root)<{ $variant: ToastVariant }>`
  position: relative;
  display: grid;
  gap: 4px;
  padding-block: 14px;
  padding-inline: 16px 40px;
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  border-inline-start: 4px solid ${({ theme }) => theme.color.primary};
  ${({ theme, $variant }) =>
    $variant === 'destructive' &&
    css`
      background: ${theme.color.danger};
      border-color: ${theme.color.danger};
      color: #fff;
    `}
  ${({ theme, $variant }) => $variant === 'success' && css` border-inline-start-color: ${theme.color.success}; `}
  ${({ theme, $variant }) => $variant === 'warning' && css` border-inline-start-color: ${theme.color.warning}; `}
`;

const Title = styled(Toast.Title)`
  font-weight: 700;
`;

const Description = styled(Toast.Description)`
  font-size: 14px;
  opacity: 0.9;
`;

const Close = styled(Toast.Close)`
  position: absolute;
  inset-block-start: 10px;
  inset-inline-end: 10px;
  border: none;
  background: transparent;
  color: inherit;
  opacity: 0.7;
  padding: 2px;
  &:hover { opacity: 1; }
`;

/** Renders the single current toast (SPEC.md: at most one at a time, 5000 ms by default). */
export function Toaster() {
  const toast = useSelector(selectToast);
  const dispatch = useDispatch();
  const { t } = useTranslation();
  const { dir } = useLocale();
  return (
    <Toast.Provider duration={TOAST_DURATION_MS} swipeDirection={dir === 'rtl' ? 'left' : 'right'}>
      {toast && (
        <Root
          key={toast.id}
          dir={dir}
          $variant={toast.variant}
          data-variant={toast.variant}
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
      <Viewport dir={dir} />
    </Toast.Provider>
  );
}
