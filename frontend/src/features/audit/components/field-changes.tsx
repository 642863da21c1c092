import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { AuditEvent, AuditFieldChange, DocumentStatus } from '@kb/contracts';
import { categoryLabel } from '../../../shared/documents/document-labels';
import { useLocale } from '../../../shared/i18n/use-locale';
import { Table, TableScroll } from '../../../shared/ui/table';
import { useDocumentHistoryQuery } from '../api/audit-api';
import { changesAt, changeText } from '../event-links';

const Cell = styled.td`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  vertical-align: top !important;
  &.before {
    background: ${({ theme }) => theme.color.dangerSoft};
  }
  &.after {
    background: ${({ theme }) => theme.color.primarySoft};
  }
`;

/** The fields a document event changed, before and after, from the document's folded history. */
export function FieldChanges({ documentId, event }: { documentId: string; event: AuditEvent }) {
  const { t } = useTranslation();
  const history = useDocumentHistoryQuery(documentId);
  const changes = changesAt(history.data, event.position, event.streamVersion);
  const { language } = useLocale();
  const words = { yes: t('audit.yes'), no: t('audit.no'), none: t('audit.drawer.none') };
  const shown = (field: AuditFieldChange['field'], value: AuditFieldChange['before']) =>
    typeof value !== 'string'
      ? changeText(value, words)
      : field === 'status'
        ? t(`documents.statuses.${value as DocumentStatus}`, { defaultValue: value })
        : field === 'category'
          ? categoryLabel(value, language)
          : value;

  return (
    <section>
      <h3>{t('audit.drawer.changes')}</h3>
      {history.isError ? (
        <p role="alert">{t('audit.drawer.changesError')}</p>
      ) : !history.data ? (
        <p role="status">{t('app.loading')}</p>
      ) : !changes?.length ? (
        <p>{t('audit.drawer.noChanges')}</p>
      ) : (
        <TableScroll>
          <Table data-testid="field-changes">
            <thead>
              <tr>
                <th scope="col">{t('audit.drawer.field')}</th>
                <th scope="col">{t('audit.drawer.before')}</th>
                <th scope="col">{t('audit.drawer.after')}</th>
              </tr>
            </thead>
            <tbody>
              {changes.map((c) => (
                <tr key={c.field}>
                  <th scope="row">{t(`audit.fields.${c.field}`)}</th>
                  <Cell className="before" dir="auto">
                    {shown(c.field, c.before)}
                  </Cell>
                  <Cell className="after" dir="auto">
                    {shown(c.field, c.after)}
                  </Cell>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableScroll>
      )}
    </section>
  );
}
