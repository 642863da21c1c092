import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { KnowledgeDocument } from '@kb/contracts';
import { serverMessage } from '../../../shared/api/error-message';
import { useUpdateDocumentMutation } from '../../../shared/api/documents-api';
import { ActionToast, type ActionToastMessage } from '../../../shared/ui/action-toast';
import { useToast } from '../../../shared/ui/use-toast';

/**
 * Archive = PATCH status archived for the version on screen; the toast offers Undo, which puts the
 * previous status back on the archived version (so an edit made meanwhile is not overwritten).
 */
export function useArchive() {
  const { t } = useTranslation();
  const toast = useToast();
  const [update] = useUpdateDocumentMutation();
  const [message, setMessage] = useState<ActionToastMessage | null>(null);

  const fail = (error: unknown) => {
    const detail = serverMessage(error);
    toast({
      title: t('documents.errorTitle'),
      description: detail ? `${t('documents.updateFailed')}: ${detail}` : t('documents.updateFailed'),
      variant: 'destructive',
    });
  };

  async function archive(doc: KnowledgeDocument) {
    try {
      const archived = await update({ id: doc.id, version: doc.version, changes: { status: 'archived' } }).unwrap();
      setMessage({
        id: Date.now(),
        title: t('documentManager.archived'),
        description: t('documentManager.archivedText', { title: doc.title }),
        actionLabel: t('documentManager.undo'),
        onAction: () => {
          setMessage(null);
          update({ id: doc.id, version: archived.version, changes: { status: doc.status } })
            .unwrap()
            .then(() => toast({ title: t('documentManager.unarchived'), variant: 'success' }))
            .catch(fail);
        },
      });
    } catch (error) {
      fail(error);
    }
  }

  return { archive, toast: <ActionToast message={message} onClose={() => setMessage(null)} /> };
}
