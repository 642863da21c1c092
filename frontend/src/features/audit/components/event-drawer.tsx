import { Dialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { AuditAppendedPayload, AuditEvent } from '@kb/contracts';
import { useLocale } from '../../../shared/i18n/use-locale';
import { Button, IconButton } from '../../../shared/ui/button';
import { DialogOverlay, DialogTitle } from '../../../shared/ui/dialog';
import { CloseIcon } from '../../../shared/ui/icons';
import { JsonView } from '../../../shared/ui/json-view';
import { Spinner } from '../../../shared/ui/spinner';
import { useReturnFocus } from '../../../shared/ui/use-return-focus';
import { useAuditEventQuery } from '../api/audit-api';
import type { AuditFilterValues } from '../audit-filters';
import { documentIdOf, provenanceMessageId } from '../event-links';
import { EventMetadata } from './event-metadata';
import { FieldChanges } from './field-changes';

/** Where an event leads: its document's timeline, or the provenance of its answer. */
export interface EventLinks {
  openTimeline: (documentId: string) => void;
  openProvenance: (messageId: string) => void;
}

const Panel = styled(Dialog.Content)`
  position: fixed;
  z-index: 51;
  inset-block: 0;
  inset-inline-end: 0;
  inline-size: min(620px, 100vw);
  overflow: auto;
  display: grid;
  align-content: start;
  gap: 16px;
  padding: 20px;
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  header {
    display: flex;
    align-items: start;
    justify-content: space-between;
    gap: 12px;
  }
  h3 {
    font-size: 14px;
    color: ${({ theme }) => theme.color.textMuted};
  }
  dl {
    display: grid;
    grid-template-columns: max-content minmax(0, 1fr);
    gap: 6px 14px;
    margin: 0;
    font-size: 14px;
  }
  dt {
    color: ${({ theme }) => theme.color.textMuted};
    font-weight: 600;
  }
  dd {
    margin: 0;
    min-inline-size: 0;
    overflow-wrap: anywhere;
  }
  dd .actor-id {
    display: block;
    font-size: 12px;
    color: ${({ theme }) => theme.color.textMuted};
  }
  code {
    font-size: 12.5px;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
  }
`;

interface Props {
  shown: AuditEvent | AuditAppendedPayload;
  returnFocusTo: HTMLElement | null;
  onClose: () => void;
  onFilter: (change: Partial<AuditFilterValues>) => void;
  links: EventLinks;
}

/** One event in full: metadata, data as JSON, the fields it changed, and where it leads. Focus is trapped and returned. */
export function EventDrawer({ shown, returnFocusTo, onClose, onFilter, links }: Props) {
  const { t } = useTranslation();
  const { dir } = useLocale();
  const returnFocus = useReturnFocus(returnFocusTo);
  // Live rows carry metadata only: the event itself is read by its position.
  const fetched = useAuditEventQuery(shown.position, { skip: 'data' in shown });
  const event = 'data' in shown ? shown : fetched.data;
  const documentId = documentIdOf(shown.streamId);
  const messageId = event ? provenanceMessageId(event.type, event.data) : null;

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <DialogOverlay />
        <Panel dir={dir} aria-describedby={undefined} onCloseAutoFocus={returnFocus} data-testid="audit-event-drawer">
          <header>
            <DialogTitle>{t('audit.drawer.title', { type: shown.type, position: shown.position })}</DialogTitle>
            <Dialog.Close asChild>
              <IconButton type="button" aria-label={t('common.close')}>
                <CloseIcon size={18} />
              </IconButton>
            </Dialog.Close>
          </header>
          {!event ? (
            fetched.isError || (fetched.isSuccess && !fetched.data) ? (
              <p role="alert">{t('audit.drawer.error')}</p>
            ) : (
              <Spinner label={t('audit.drawer.loading')} />
            )
          ) : (
            <>
              <EventMetadata event={event} />
              <div className="actions">
                {documentId && (
                  <Button type="button" onClick={() => links.openTimeline(documentId)}>
                    {t('audit.drawer.openTimeline')}
                  </Button>
                )}
                {messageId && (
                  <Button type="button" onClick={() => links.openProvenance(messageId)}>
                    {t('audit.drawer.openProvenance')}
                  </Button>
                )}
                <Button type="button" $variant="secondary" onClick={() => onFilter({ actor: event.metadata.actor })}>
                  {t('audit.drawer.sameActor')}
                </Button>
                <Button type="button" $variant="secondary" onClick={() => onFilter({ correlationId: event.metadata.correlationId })}>
                  {t('audit.drawer.sameCorrelation')}
                </Button>
              </div>
              {documentId && event.type !== 'DocumentCreated' && <FieldChanges documentId={documentId} event={event} />}
              <section>
                <h3>{t('audit.drawer.data')}</h3>
                <JsonView value={event.data} label={t('audit.drawer.data')} />
              </section>
            </>
          )}
        </Panel>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
