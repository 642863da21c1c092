import type { FormEvent, ReactNode } from 'react';
import { Dialog } from 'radix-ui';
import styled from 'styled-components';
import { useLocale } from '../../../shared/i18n/use-locale';
import { useReturnFocus } from '../../../shared/ui/use-return-focus';
import { DialogContent, DialogDescription, DialogOverlay, DialogTitle } from '../../../shared/ui/dialog';

const Wide = styled(DialogContent)`
  inline-size: min(680px, calc(100vw - 32px));
  form { display: grid; gap: 16px; }
`;

interface Props {
  title: string;
  description: string;
  onClose: () => void;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
  testId?: string;
  /** Where focus goes back on close (default: what had focus when the dialog opened). */
  opener?: HTMLElement | null;
}

/** A form in a modal dialog: focus is trapped inside and returns to the opener on close (radix). */
export function FormDialog({ title, description, onClose, onSubmit, children, testId, opener }: Props) {
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
          </form>
        </Wide>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
