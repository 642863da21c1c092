import type { ReactNode } from 'react';
import { AlertDialog } from 'radix-ui';
import type { KnowledgeDocument, Language } from '@kb/contracts';
import { useDeleteDocumentMutation } from '../api/documents-api';
import { Button } from '../ui/button';
import { AlertContent, AlertOverlay, DialogActions } from '../ui/dialog';
import { useReturnFocus } from '../ui/use-return-focus';
import { useScreenT } from './document-labels';
import { useDocumentToasts, type FailureText } from './document-toasts';

interface Props {
  doc: KnowledgeDocument;
  onClose: () => void;
  onDeleted: () => void;
  /** Where focus goes back on close (default: what had focus when the dialog opened). */
  opener?: HTMLElement | null;
  /** A fixed screen language (also set as the dialog's `lang`); default the UI's. */
  language?: Language;
  failure?: FailureText;
  /** The title, description and anything else shown above Cancel and Delete. */
  children: ReactNode;
}

/** "Are you sure?" before deleting a document: Cancel, or Delete (then `onDeleted`; a failure toasts). */
export function DeleteDocumentAlert({ doc, onClose, onDeleted, opener, language, failure, children }: Props) {
  const { t, dir } = useScreenT(language);
  const { failed } = useDocumentToasts(language);
  const returnFocus = useReturnFocus(opener);
  const [remove, { isLoading }] = useDeleteDocumentMutation();

  async function confirm() {
    try {
      await remove(doc.id).unwrap();
      onDeleted();
    } catch (error) {
      failed('documents.deleteFailed', error, failure);
    }
  }

  return (
    <AlertDialog.Root open onOpenChange={(open) => !open && onClose()}>
      <AlertDialog.Portal>
        <AlertOverlay />
        <AlertContent dir={dir} lang={language} onCloseAutoFocus={returnFocus}>
          {children}
          <DialogActions>
            <AlertDialog.Cancel asChild>
              <Button type="button" $variant="secondary">
                {t('documents.cancel')}
              </Button>
            </AlertDialog.Cancel>
            <Button type="button" $variant="danger" disabled={isLoading} onClick={() => void confirm()}>
              {t('documents.delete')}
            </Button>
          </DialogActions>
        </AlertContent>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
