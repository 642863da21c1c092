import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { SourceDoc } from '@kb/contracts';
import { FileIcon } from '../../../shared/ui/icons';
import { useLiveSource, type LiveSource } from './use-source-doc';

const Gone = styled.span`
  del {
    text-decoration: line-through;
  }
  small {
    margin-inline-start: 4px;
    padding-inline: 6px;
    border-radius: ${({ theme }) => theme.radius.full};
    background: ${({ theme }) => theme.color.surfaceHover};
    font-size: 11px;
    font-weight: 600;
  }
`;

/** A source title that opens the panel beside the chat: reads as the link it replaces. */
const OpenButton = styled.button`
  display: inline;
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.color.primary};
  font: inherit;
  text-align: start;
  text-decoration: underline;
  text-underline-offset: 2px;
  cursor: pointer;
  &[data-source-gone] {
    color: inherit;
  }
`;

const FileName = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  svg {
    flex: none;
  }
`;

/**
 * A cited document's current title: a link into the library while it is live, struck through with
 * "archived" (or "no longer available") once it is not, so nobody follows a dead link. A cited
 * knowledge file: a file icon and its name, a link that downloads it, or its name marked deleted.
 * With `onOpen` (the Source line of an answer, issue 48) the title opens the source beside the chat
 * instead, as the answer quoted it: even one gone since, which the panel then says.
 */
export function SourceDocTitle({ doc, onOpen }: { doc: SourceDoc; onOpen?: () => void }) {
  const source = useLiveSource(doc);
  if (!onOpen) return <SourceTitle source={source} link />;
  return (
    <OpenButton
      type="button"
      onClick={onOpen}
      data-source-open={doc.id}
      data-source-kind={source.kind}
      data-source-gone={source.gone ?? undefined}
    >
      <SourceTitle source={source} link={false} inButton />
    </OpenButton>
  );
}

/** The title part alone, for callers that also show other fields of the live source. */
export function SourceTitle({ source, link, inButton = false }: { source: LiveSource; link: boolean; inButton?: boolean }) {
  const { t } = useTranslation();
  if (source.kind === 'file') {
    return (
      <FileName data-source-kind={inButton ? undefined : 'file'} data-source-gone={inButton ? undefined : (source.gone ?? undefined)}>
        {/* The details panel draws its own icon before every source. */}
        {(link || inButton) && <FileIcon size={14} aria-label={t('chat.sourceFile')} />}
        {source.gone ? (
          <>
            <del dir="auto">{source.title}</del>
            <Gone as="span">
              <small>{t('chat.sourceDeleted')}</small>
            </Gone>
          </>
        ) : link && source.href ? (
          <a href={source.href} download={source.title} dir="auto">
            {source.title}
          </a>
        ) : inButton ? (
          <span dir="auto">{source.title}</span>
        ) : (
          <strong dir="auto">{source.title}</strong>
        )}
      </FileName>
    );
  }
  return source.gone ? (
    <Gone data-source-gone={inButton ? undefined : source.gone}>
      <del dir="auto">{source.title}</del>
      <small>{t(`chat.source${source.gone === 'archived' ? 'Archived' : source.gone === 'deleted' ? 'Deleted' : 'Unavailable'}`)}</small>
    </Gone>
  ) : link ? (
    <Link to={`/library?doc=${encodeURIComponent(source.id)}`} dir="auto">
      {source.title}
    </Link>
  ) : inButton ? (
    <span dir="auto">{source.title}</span>
  ) : (
    <strong dir="auto">{source.title}</strong>
  );
}
