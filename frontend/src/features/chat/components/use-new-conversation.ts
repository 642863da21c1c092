import { useTranslation } from 'react-i18next';
import { useToast } from '../../../shared/ui/use-toast';
import { useCreateConversationMutation } from '../api/conversations-api';

/** Creates a conversation (it goes on top and becomes active, see conversations-api). */
export function useNewConversation(): { create: () => Promise<boolean>; creating: boolean } {
  const { t } = useTranslation();
  const toast = useToast();
  const [createConversation, { isLoading }] = useCreateConversationMutation();
  async function create() {
    try {
      // Named here: a retried create of the same id is answered with the same conversation.
      await createConversation({ id: crypto.randomUUID(), title: t('conversation.defaultTitle') }).unwrap();
      return true;
    } catch {
      toast({ title: t('chat.errorTitle'), description: t('chat.createFailed'), variant: 'destructive' });
      return false;
    }
  }
  return { create, creating: isLoading };
}
