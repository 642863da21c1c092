import type { RefObject } from 'react';
import { Dialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useGetDocumentQuery } from '../../../shared/api/documents-api';
import { documentCategory } from '../../../shared/documents/document-labels';
import { formatDateTime } from '../../../shared/i18n/format-date';
import { useLocale } from '../../../shared/i18n/use-locale';
import { Badge } from '../../../shared/ui/badge';
import { Button } from '../../../shared/ui/button';
import { DialogActions, DialogContent, DialogDescription, DialogOverlay, DialogTitle } from '../../../shared/ui/dialog';
import { Spinner } from '../../../shared/ui/spinner';
import { useReturnFocus } from '../../../shared/ui/use-return-focus';

const Wide = styled(DialogContent)`
  inline-size: min(760px, calc(100vw - 32px));
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 10px;
`;

const Body = styled.div`
  max-block-size: 60dvh;
  overflow: auto;
  padding: 14px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceAlt};
  white-space: pre-wrap;
  line-height: 1.7;
`;

/** One document to read: title, category, last updated and the full text; follows live edits. */
export function DocumentReader({
  id,
  onClose,
  returnFocusTo,
}: {
  id: string;
  onClose: () => void;
  returnFocusTo?: RefObject<HTMLElement | null>;
}) {
  const { t } = useTranslation();
  const { dir, language, locale } = useLocale();
  const { data, isError, isLoading } = useGetDocumentQuery(id);
  // Opened by a row (not a Dialog.Trigger): focus goes back to that row's button.
  const returnFocus = useReturnFocus(returnFocusTo?.current);

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <DialogOverlay />
        <Wide
          dir={dir}
          aria-describedby={data && !isError ? 'document-meta' : undefined}
          data-testid="document-reader"
          onCloseAutoFocus={returnFocus}
        >
          {isError ? (
            <>
              <DialogTitle>{t('library.open')}</DialogTitle>
              <p role="alert">{t('library.notFound')}</p>
            </>
          ) : isLoading || !data ? (
            <>
              <DialogTitle className="visually-hidden">{t('library.open')}</DialogTitle>
              <Spinner label={t('documents.loading')} />
            </>
          ) : (
            <>
              <DialogTitle dir="auto">{data.title}</DialogTitle>
              <DialogDescription asChild>
                <Meta id="document-meta">
                  <Badge>{documentCategory(data, language)}</Badge>
                  <span>{t('library.lastUpdated', { date: formatDateTime(data.updatedAt, locale) })}</span>
                </Meta>
              </DialogDescription>
              <Body dir="auto" data-testid="document-content">
                {data.content}
              </Body>
            </>
          )}
          <DialogActions>
            <Dialog.Close asChild>
              <Button type="button" $variant="secondary">
                {t('library.close')}
              </Button>
            </Dialog.Close>
          </DialogActions>
        </Wide>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
