import type { FormEvent, ReactNode } from 'react';
import { Dialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useLocale } from '../../../shared/i18n/use-locale';
import { Button } from '../../../shared/ui/button';
import { useReturnFocus } from '../../../shared/ui/use-return-focus';
import { DialogActions, DialogContent, DialogDescription, DialogOverlay, DialogTitle } from '../../../shared/ui/dialog';

const Wide = styled(DialogContent)`
  inline-size: min(680px, calc(100vw - 32px));
  form {
    display: grid;
    gap: 16px;
  }
`;

interface Props {
  title: string;
  description: string;
  onClose: () => void;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
  /** The submit button's text, and its text while `busy`. */
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  /** Submitting is not possible for another reason (an edit conflict waiting for a choice). */
  blocked?: boolean;
  testId?: string;
  /** Where focus goes back on close (default: what had focus when the dialog opened). */
  opener?: HTMLElement | null;
}

/**
 * A form in a modal dialog, with Cancel and a submit button under it: focus is trapped inside and
 * returns to the opener on close (radix).
 */
export function FormDialog({
  title,
  description,
  onClose,
  onSubmit,
  children,
  submitLabel,
  busyLabel,
  busy,
  blocked,
  testId,
  opener,
}: Props) {
  const { t } = useTranslation();
  const { dir } = useLocale();
  const returnFocus = useReturnFocus(opener);
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <DialogOverlay />
        <Wide dir={dir} data-testid={testId} onCloseAutoFocus={returnFocus}>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              onSubmit(event);
            }}
          >
            {children}
            <DialogActions>
              <Dialog.Close asChild>
                <Button type="button" $variant="secondary">
                  {t('documents.cancel')}
                </Button>
              </Dialog.Close>
              <Button type="submit" disabled={busy || blocked}>
                {busy ? busyLabel : submitLabel}
              </Button>
            </DialogActions>
          </form>
        </Wide>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
