import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Dialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import type { KnowledgeFile } from '@kb/contracts';
import { useLocale } from '../../../shared/i18n/use-locale';
import { IconButton } from '../../../shared/ui/button';
import { isSendKey } from '../../../shared/ui/composer';
import { DialogOverlay } from '../../../shared/ui/dialog';
import { SendIcon } from '../../../shared/ui/icons';
import { useToast } from '../../../shared/ui/use-toast';
import { useChatWithKnowledgeFileMutation } from '../../../shared/api/knowledge-files-api';
import { FileChatHeader, FileChatLine, type ChatLine } from './file-chat-line';
import { Composer, Lines, Panel } from './file-chat-styles';

/** Chat about one file. History lives in this component, so it is empty each time the dialog opens. */
export function FileChatDialog({ file, onClose }: { file: KnowledgeFile | null; onClose: () => void }) {
  const { dir, language } = useLocale();
  return (
    <Dialog.Root open={file !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <DialogOverlay />
        <Panel dir={dir} lang={language} data-testid="file-chat" onClick={(e) => e.stopPropagation()}>
          {file && <Conversation key={file.id} file={file} />}
        </Panel>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The questions asked of the file and its replies, and the box to ask the next. */
function Conversation({ file }: { file: KnowledgeFile }) {
  const { t } = useTranslation();
  const { language } = useLocale();
  const toast = useToast();
  const [lines, setLines] = useState<ChatLine[]>([]);
  const [text, setText] = useState('');
  const [chat, { isLoading }] = useChatWithKnowledgeFileMutation();
  const nextId = useRef(0);
  const end = useRef<HTMLLIElement>(null);

  // A block body: Chromium's scrollIntoView now returns a promise, which React would take for a cleanup.
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [lines, isLoading]);

  async function send() {
    const message = text.trim();
    if (!message || isLoading) return;
    setLines((all) => [...all, { id: nextId.current++, role: 'user', content: message, sources: [] }]);
    setText('');
    try {
      const answer = await chat({ id: file.id, message, language }).unwrap();
      // The reply may already end with its own Source line; name only what it does not.
      const sources = answer.sources.map((s) => s.title).filter((title) => !answer.reply.includes(title));
      setLines((all) => [...all, { id: nextId.current++, role: 'assistant', content: answer.reply, sources, mode: answer.mode }]);
    } catch {
      setText(message);
      toast({ title: t('knowledgeFiles.errorTitle'), description: t('knowledgeFiles.tryAgain'), variant: 'destructive' });
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (isSendKey(event)) {
      event.preventDefault();
      void send();
    }
  }

  return (
    <>
      <FileChatHeader name={file.originalFilename} />
      <Lines aria-live="polite" data-testid="file-chat-messages">
        {lines.length === 0 && !isLoading && <li data-role="status">{t('knowledgeFiles.chatEmpty')}</li>}
        {lines.map((line) => (
          <FileChatLine key={line.id} line={line} />
        ))}
        {isLoading && (
          <li data-role="status" role="status" data-testid="file-chat-thinking">
            {t('knowledgeFiles.thinking')}
          </li>
        )}
        <li ref={end} aria-hidden style={{ padding: 0 }} />
      </Lines>
      <Composer>
        <textarea
          rows={2}
          value={text}
          dir="auto"
          aria-label={t('knowledgeFiles.chatInputLabel')}
          placeholder={t('knowledgeFiles.chatPlaceholder')}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
        />
        <IconButton
          type="button"
          $size={40}
          aria-label={t('knowledgeFiles.send')}
          disabled={!text.trim() || isLoading}
          onClick={() => void send()}
        >
          <SendIcon size={18} />
        </IconButton>
      </Composer>
    </>
  );
}
