import type { ReactNode } from 'react';
import type { KnowledgeDocument, Language } from '@kb/contracts';
import { formatDateTime } from '../i18n/format-date';
import { Badge } from '../ui/badge';
import { CellTitle, LinkButton, Row, Table, TableScroll } from '../ui/table';
import { documentCategory, STATUS_TONE, useScreenT } from './document-labels';

interface Props {
  documents: readonly KnowledgeDocument[];
  caption: string;
  /** Rows that just arrived or changed live, highlighted for a moment. */
  changed?: ReadonlySet<string>;
  /** Makes the title a button that opens the document. */
  onOpen?: (doc: KnowledgeDocument) => void;
  actions?: (doc: KnowledgeDocument) => ReactNode;
  language?: Language;
}

/** Document, category, last updated (in the screen's locale), status badge and optional actions. */
export function DocumentTable({ documents, caption, changed, onOpen, actions, language }: Props) {
  const { t, locale, language: lang } = useScreenT(language);
  return (
    <TableScroll>
      <Table $cards>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('documents.columns.document')}</th>
            <th scope="col">{t('documents.columns.category')}</th>
            <th scope="col">{t('documents.columns.lastUpdated')}</th>
            <th scope="col">{t('documents.columns.status')}</th>
            {actions && <th scope="col">{t('documents.columns.actions')}</th>}
          </tr>
        </thead>
        <tbody>
          {documents.map((doc) => (
            <Row key={doc.id} data-document-id={doc.id} data-changed={changed?.has(doc.id) || undefined} $changed={changed?.has(doc.id)}>
              <td data-label={t('documents.columns.document')}>
                <CellTitle>
                  {onOpen ? (
                    <LinkButton type="button" dir="auto" onClick={() => onOpen(doc)}>
                      {doc.title}
                    </LinkButton>
                  ) : (
                    <strong dir="auto">{doc.title}</strong>
                  )}
                  <small>{t('documents.idLabel', { id: doc.id.slice(0, 8) })}</small>
                </CellTitle>
              </td>
              <td data-label={t('documents.columns.category')}>{documentCategory(doc, lang)}</td>
              <td data-label={t('documents.columns.lastUpdated')}>
                <time dateTime={doc.updatedAt}>{formatDateTime(doc.updatedAt, locale)}</time>
              </td>
              <td data-label={t('documents.columns.status')}>
                <Badge $tone={STATUS_TONE[doc.status]} data-status={doc.status}>
                  {t(`documents.statuses.${doc.status}`)}
                </Badge>
              </td>
              {actions && <td data-label={t('documents.columns.actions')}>{actions(doc)}</td>}
            </Row>
          ))}
        </tbody>
      </Table>
    </TableScroll>
  );
}
