import { useEffect, useEffectEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../shared/i18n/use-locale';
import { useToast } from '../../../shared/ui/use-toast';
import { useAttachment } from './use-attachment';
import type { useChat } from './use-chat';

/**
 * Sending a question with the composer's attachment. A question sent while its attachment is being
 * read is queued: sent once the file is read, or not at all (with the reason) if it cannot be;
 * nothing is created before then.
 */
export function useAttachedSend(chat: ReturnType<typeof useChat>) {
  const { t } = useTranslation();
  const { language } = useLocale();
  const toast = useToast();
  const { attachment, attach, clear } = useAttachment(language);
  const [queued, setQueued] = useState<string | null>(null);

  function sendWith(text: string) {
    if (attachment && attachment.state !== 'ready') {
      if (attachment.state === 'failed') refuse(attachment.name, attachment.note);
      else setQueued(text);
      return;
    }
    const attached = attachment ? { fileId: attachment.fileId, filename: attachment.name } : undefined;
    // The attachment goes with the question; it stays in the composer if the send fails.
    void chat.send(text, attached).then((sent) => sent && attached && clear());
  }

  function refuse(name: string, reason: string | null) {
    toast({
      title: t('chatTools.attachFailed'),
      description: t('chatTools.attachNotSent', { name, reason: reason ?? '' }).trim(),
      variant: 'destructive',
    });
  }

  const settleQueued = useEffectEvent(() => {
    if (queued === null) return;
    if (!attachment) return setQueued(null);
    if (attachment.state === 'ready') {
      setQueued(null);
      sendWith(queued);
    } else if (attachment.state === 'failed') {
      setQueued(null);
      refuse(attachment.name, attachment.note);
    }
  });
  const attachmentState = attachment?.state;
  useEffect(() => settleQueued(), [queued, attachmentState]);

  const onAttach = (file: File) =>
    void attach(file).then((failure) => {
      if (failure !== null)
        toast({ title: t('chatTools.attachFailed'), description: failure || t('chat.sendFailed'), variant: 'destructive' });
    });
  const onRemoveAttachment = () => {
    setQueued(null);
    clear();
  };

  return { attachment, queued: queued !== null, sendWith, onAttach, onRemoveAttachment };
}
