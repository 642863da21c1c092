import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Dialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { AnswerMode, KnowledgeFile } from '@kb/contracts';
import { useLocale } from '../../../shared/i18n/use-locale';
import { IconButton } from '../../../shared/ui/button';
import { isSendKey } from '../../../shared/ui/composer';
import { ConfidenceNote, lowConfidenceEdge, replyConfidence } from '../../../shared/ui/confidence-note';
import { DialogContent, DialogDescription, DialogOverlay, DialogTitle } from '../../../shared/ui/dialog';
import { CloseIcon, SendIcon } from '../../../shared/ui/icons';
import { useToast } from '../../../shared/ui/use-toast';
import { useChatWithKnowledgeFileMutation } from '../../../shared/api/knowledge-files-api';

interface ChatLine {
  id: number;
  role: 'user' | 'assistant';
  content: string;
  sources: string[];
  mode?: AnswerMode;
}

/** SPEC.md section 9: the file chat dialog is 450 px high. */
const Panel = styled(DialogContent)`
  inline-size: min(640px, calc(100vw - 32px));
  block-size: min(450px, calc(100dvh - 32px));
  grid-template-rows: auto minmax(0, 1fr) auto;
  gap: 12px;
  padding: 18px;
  header { display: flex; align-items: flex-start; justify-content: space-between; gap: 8px; }
  header h2 { overflow-wrap: anywhere; }
`;

const Lines = styled.ol`
  display: flex;
  flex-direction: column;
  gap: 10px;
  margin: 0;
  padding: 4px;
  list-style: none;
  overflow-y: auto;
  li { max-inline-size: 85%; padding: 10px 12px; border-radius: ${({ theme }) => theme.radius.md}; white-space: pre-wrap; overflow-wrap: anywhere; }
  li[data-role='user'] { align-self: flex-end; background: ${({ theme }) => theme.color.userBubble}; color: ${({ theme }) => theme.color.userBubbleText}; }
  li[data-role='assistant'] { align-self: flex-start; background: ${({ theme }) => theme.color.assistantBubble}; border: 1px solid ${({ theme }) => theme.color.border}; }
  li[data-confidence='low'] { display: grid; gap: 6px; ${lowConfidenceEdge} }
  li[data-role='status'] { align-self: center; background: none; color: ${({ theme }) => theme.color.textMuted}; }
  .source { display: block; margin-block-start: 6px; font-size: 12px; color: ${({ theme }) => theme.color.textMuted}; }
`;

const Composer = styled.div`
  display: flex;
  align-items: flex-end;
  gap: 8px;
  textarea {
    flex: 1;
    min-inline-size: 0;
    resize: none;
    max-block-size: 120px;
    padding: 10px 12px;
    border-radius: ${({ theme }) => theme.radius.md};
    border: 1px solid ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.surface};
    color: inherit;
    font: inherit;
  }
`;

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
      <header>
        <div>
          <DialogTitle>
            <bdi dir="auto">{t('knowledgeFiles.chatWith', { name: file.originalFilename })}</bdi>
          </DialogTitle>
          <DialogDescription>{t('knowledgeFiles.chatDescription')}</DialogDescription>
        </div>
        <Dialog.Close asChild>
          <IconButton type="button" aria-label={t('common.close')}>
            <CloseIcon size={18} />
          </IconButton>
        </Dialog.Close>
      </header>
      <Lines aria-live="polite" data-testid="file-chat-messages">
        {lines.length === 0 && !isLoading && <li data-role="status">{t('knowledgeFiles.chatEmpty')}</li>}
        {lines.map((line) => {
          const confidence = line.role === 'assistant' ? replyConfidence(line.content, line.mode) : null;
          return (
            <li key={line.id} data-role={line.role} data-confidence={confidence?.uncertain ? 'low' : undefined} dir="auto">
              {confidence?.uncertain ? (
                <>
                  <ConfidenceNote prefix={confidence.prefix} />
                  <span>{confidence.text}</span>
                </>
              ) : (
                line.content
              )}
              {line.sources.length > 0 && (
                <span className="source">
                  {t('knowledgeFiles.source')}: <bdi>{line.sources.join(', ')}</bdi>
                </span>
              )}
            </li>
          );
        })}
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
        <IconButton type="button" $size={40} aria-label={t('knowledgeFiles.send')} disabled={!text.trim() || isLoading} onClick={() => void send()}>
          <SendIcon size={18} />
        </IconButton>
      </Composer>
    </>
  );
}
