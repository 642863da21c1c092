import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../shared/i18n/use-locale';
import { useToast } from '../../../shared/ui/use-toast';
import { replyText, useAskSimpleChatMutation } from '../api/simple-chat-api';
import { attachmentProblem } from './attachment-rules';
import type { SimpleChatMessage } from './simple-chat-messages';

const newId = () => globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random()}`;

/** The page's conversation, kept on the client only (SPEC.md section 3: a chat message has no server id). */
export function useSimpleChat() {
  const { t } = useTranslation();
  const { language } = useLocale();
  const toast = useToast();
  const [ask, { isLoading: pending }] = useAskSimpleChatMutation();
  const [messages, setMessages] = useState<SimpleChatMessage[]>([]);
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);

  const pickFile = useCallback(
    (picked: File) => {
      const problem = attachmentProblem(picked);
      if (problem === 'too_large') toast({ title: t('simpleChat.fileTooLarge'), variant: 'destructive' });
      else if (problem === 'unsupported')
        toast({ title: t('simpleChat.unsupportedTitle'), description: t('simpleChat.unsupportedText'), variant: 'destructive' });
      else setFile(picked);
    },
    [t, toast],
  );

  const send = useCallback(async () => {
    if (pending || (!text.trim() && !file)) return;
    const message = text.trim();
    const attached = file;
    setMessages((list) => [
      ...list,
      { id: newId(), role: 'user', content: message, timestamp: Date.now(), ...(attached ? { attachmentName: attached.name } : {}) },
    ]);
    // SPEC.md section 4: the attachment is cleared after sending.
    setText('');
    setFile(null);
    const result = await ask({ message, language, file: attached });
    const reply = replyText(result, t('simpleChat.networkError'));
    if ((result.error as { status?: unknown } | undefined)?.status === 429) {
      // Rate-limited (issue 31): the question was not asked, so it goes back into the box to send again later.
      setText((current) => current || message);
      setFile((current) => current ?? attached);
    }
    setMessages((list) => [
      ...list,
      { id: newId(), role: 'assistant', content: reply.text, timestamp: Date.now(), failed: reply.failed, mode: result.data?.mode },
    ]);
  }, [ask, file, language, pending, t, text]);

  return { messages, text, setText, file, pickFile, clearFile: () => setFile(null), send, pending };
}
