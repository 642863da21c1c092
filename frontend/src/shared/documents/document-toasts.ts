import type { Language } from '@kb/contracts';
import { serverMessage } from '../api/error-message';
import { useToast } from '../ui/use-toast';
import { useScreenT } from './document-labels';

/** How a failure toast gives the server's reason: after the screen's own text ("Failed: reason"), or alone. */
export type FailureText = 'prefixed' | 'plain';

type FailedKey = 'documents.createFailed' | 'documents.updateFailed' | 'documents.deleteFailed' | 'documentManager.uploadFailed';

/** The toasts the document forms and dialogs share, in the screen's language. */
export function useDocumentToasts(language?: Language) {
  const { t } = useScreenT(language);
  const toast = useToast();
  return {
    /** A required field (title, category, content) is empty. */
    incomplete: () => toast({ title: t('documents.validationTitle'), description: t('documents.validationText'), variant: 'destructive' }),
    failed: (key: FailedKey, error: unknown, style: FailureText = 'prefixed') => {
      const message = serverMessage(error);
      const own = t(key);
      const description = style === 'plain' ? (message ?? own) : message ? `${own}: ${message}` : own;
      toast({ title: t('documents.errorTitle'), description, variant: 'destructive' });
    },
  };
}
