import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { Dialog } from 'radix-ui';
import { useSelector } from 'react-redux';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AnswerSource } from '@kb/contracts';
import { downloadUrl } from '../../../shared/api/knowledge-files-api';
import { COMPACT_QUERY, useMediaQuery, WIDE_QUERY } from '../../../shared/hooks/use-media-query';
import { useLocale } from '../../../shared/i18n/use-locale';
import { useAppDispatch } from '../../../shared/store-hooks';
import { IconButton } from '../../../shared/ui/button';
import { DialogOverlay } from '../../../shared/ui/dialog';
import { CloseIcon } from '../../../shared/ui/icons';
import { Spinner } from '../../../shared/ui/spinner';
import { useGetAnswerSourcesQuery } from '../api/answer-sources-api';
import { selectOpenSource, sourceClosed, type OpenSource } from '../chat-ui-slice';
import { Note, PanelBody, Sheet, SidePanel } from './source-panel-styles';
import { SourceText } from './source-text';

/** The source title in the answer that opened the panel: where the focus goes back to. */
const opener = ({ messageId, sourceId }: OpenSource) =>
  document.querySelector<HTMLElement>(`[data-message-id="${CSS.escape(messageId)}"] [data-source-open="${CSS.escape(sourceId)}"]`);

function SourceBody({ source }: { source: AnswerSource }) {
  const { t } = useTranslation();
  const note =
    source.current === null
      ? t('sourcePanel.gone')
      : source.changed
        ? t(source.kind === 'file' ? 'sourcePanel.fileChanged' : 'sourcePanel.changed')
        : null;
  return (
    <>
      {note && (
        <Note role="note" data-testid="source-note">
          <span>{note}</span>
          {source.current &&
            source.changed &&
            (source.kind === 'file' ? (
              <a href={downloadUrl(source.id)} download={source.current.title}>
                {t('sourcePanel.downloadCurrent')}
              </a>
            ) : (
              <Link to={`/library?doc=${encodeURIComponent(source.id)}`}>{t('sourcePanel.openCurrent')}</Link>
            ))}
        </Note>
      )}
      {source.current && !source.changed && (
        <Note as="div" className="plain">
          {source.kind === 'file' ? (
            <a href={downloadUrl(source.id)} download={source.current.title}>
              {t('sourcePanel.downloadFile')}
            </a>
          ) : (
            <Link to={`/library?doc=${encodeURIComponent(source.id)}`}>{t('sourcePanel.openInLibrary')}</Link>
          )}
        </Note>
      )}
      {source.content === null ? (
        <p>{t('sourcePanel.noText')}</p>
      ) : (
        <>
          {source.marks.length === 0 && source.passages.length > 0 && <p>{t('sourcePanel.passageNotFound')}</p>}
          <SourceText content={source.content} marks={source.marks} />
        </>
      )}
    </>
  );
}

/** The panel's header: what kind of source, its title (the dialog's title on a compact screen) and Close. */
function SourcePanelHeader(props: {
  kind: AnswerSource['kind'] | undefined;
  title: string;
  compact: boolean;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { kind, title, compact, headingRef, onClose } = props;
  return (
    <header>
      <div>
        <small>{t(kind === 'file' ? 'sourcePanel.file' : 'sourcePanel.document')}</small>
        {compact ? (
          <Dialog.Title dir="auto">{title}</Dialog.Title>
        ) : (
          <h2 id="source-panel-title" ref={headingRef} tabIndex={-1} dir="auto">
            {title}
          </h2>
        )}
      </div>
      <IconButton type="button" aria-label={t('sourcePanel.close')} onClick={onClose}>
        <CloseIcon size={18} />
      </IconButton>
    </header>
  );
}

/**
 * The source an answer cited, beside the chat (issue 48): its text as that answer read it, the
 * quoted passages marked and scrolled into view, a note when it changed since (with a link to the
 * current one). Closing it returns the focus to the answer; the address stays the conversation's.
 */
export function SourcePanel() {
  const { t } = useTranslation();
  const { dir } = useLocale();
  const dispatch = useAppDispatch();
  const open = useSelector(selectOpenSource);
  const compact = useMediaQuery(COMPACT_QUERY);
  const wide = useMediaQuery(WIDE_QUERY);
  const { data, isLoading, isError } = useGetAnswerSourcesQuery(open?.messageId ?? '', { skip: !open });
  const source = data?.sources.find((s) => s.id === open?.sourceId);
  const heading = useRef<HTMLHeadingElement>(null);
  const last = useRef(open);
  if (open) last.current = open;

  const close = () => {
    const from = last.current;
    dispatch(sourceClosed());
    // After the panel is gone: the answer's source title takes the focus back.
    requestAnimationFrame(() => from && opener(from)?.focus());
  };

  useEffect(() => {
    if (open && !compact) heading.current?.focus();
  }, [open, compact]);

  if (!open) return null;
  const title = source?.title ?? t('sourcePanel.title');
  const content: ReactNode = isLoading ? (
    <Spinner label={t('sourcePanel.loading')} />
  ) : isError || !source ? (
    <p role="alert">{t('sourcePanel.unavailable')}</p>
  ) : (
    <SourceBody source={source} />
  );
  const header = <SourcePanelHeader kind={source?.kind} title={title} compact={compact} headingRef={heading} onClose={close} />;

  if (compact) {
    return (
      <Dialog.Root open onOpenChange={(next) => !next && close()}>
        <Dialog.Portal>
          <DialogOverlay />
          <Sheet dir={dir} data-testid="source-panel" aria-describedby={undefined} onCloseAutoFocus={(event) => event.preventDefault()}>
            {header}
            <PanelBody tabIndex={0} role="region" aria-label={t('sourcePanel.textLabel', { title })}>
              {content}
            </PanelBody>
          </Sheet>
        </Dialog.Portal>
      </Dialog.Root>
    );
  }
  return (
    <SidePanel
      $overlay={!wide}
      aria-labelledby="source-panel-title"
      data-testid="source-panel"
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          close();
        }
      }}
    >
      {header}
      <PanelBody tabIndex={0} role="region" aria-label={t('sourcePanel.textLabel', { title })}>
        {content}
      </PanelBody>
    </SidePanel>
  );
}
