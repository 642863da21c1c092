import { useTranslation } from 'react-i18next';
import { useToast } from '../../../shared/ui/use-toast';
import { useCreateConversationMutation } from '../api/conversations-api';

/** Creates still on their way to the server, by conversation id: a question sent meanwhile waits for its one. */
const inFlight = new Map<string, Promise<boolean>>();

/** Resolves once the create of this conversation is answered (true: it exists); undefined when none is pending. */
export function pendingCreate(conversationId: string): Promise<boolean> | undefined {
  return inFlight.get(conversationId);
}

/**
 * Creates a conversation. It goes on top of the list and becomes active at once (conversations-api),
 * before the server answers, so a question sent straight after the click lands in it: the send
 * waits for this create (issue 31, the race where it went to the previous conversation).
 */
export function useNewConversation(): { create: () => Promise<boolean>; creating: boolean } {
  const { t } = useTranslation();
  const toast = useToast();
  const [createConversation, { isLoading }] = useCreateConversationMutation();
  function create() {
    // Named here: a retried create of the same id is answered with the same conversation.
    const id = crypto.randomUUID();
    const done = createConversation({ id, title: t('conversation.defaultTitle') })
      .unwrap()
      .then(() => true)
      .catch(() => {
        toast({ title: t('chat.errorTitle'), description: t('chat.createFailed'), variant: 'destructive' });
        return false;
      })
      .finally(() => inFlight.delete(id));
    inFlight.set(id, done);
    return done;
  }
  return { create, creating: isLoading };
}
