import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { SourceDoc } from '@kb/contracts';
import { useSourceDoc, type LiveSource } from './use-source-doc';

const Gone = styled.span`
  del { text-decoration: line-through; }
  small {
    margin-inline-start: 4px;
    padding-inline: 6px;
    border-radius: ${({ theme }) => theme.radius.full};
    background: ${({ theme }) => theme.color.surfaceHover};
    font-size: 11px;
    font-weight: 600;
  }
`;

/**
 * A cited document's current title: a link into the library while it is live, struck through with
 * "archived" (or "no longer available") once it is not, so nobody follows a dead link.
 */
export function SourceDocTitle({ doc }: { doc: SourceDoc }) {
  return <SourceTitle source={useSourceDoc(doc)} link />;
}

/** The title part alone, for callers that also show other fields of the live source. */
export function SourceTitle({ source, link }: { source: LiveSource; link: boolean }) {
  const { t } = useTranslation();
  return source.gone ? (
    <Gone data-source-gone={source.gone}>
      <del dir="auto">{source.title}</del>
      <small>{t(`chat.source${source.gone === 'archived' ? 'Archived' : 'Unavailable'}`)}</small>
    </Gone>
  ) : link && !source.file ? (
    <Link to={`/library?doc=${encodeURIComponent(source.id)}`} dir="auto">
      {source.title}
    </Link>
  ) : (
    <strong dir="auto">{source.title}</strong>
  );
}
