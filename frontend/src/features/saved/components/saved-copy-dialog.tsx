import { Dialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { SavedItem } from '@kb/contracts';
import { formatDateTime } from '../../../shared/i18n/format-date';
import { useLocale } from '../../../shared/i18n/use-locale';
import { Button } from '../../../shared/ui/button';
import { DialogActions, DialogContent, DialogDescription, DialogOverlay, DialogTitle } from '../../../shared/ui/dialog';

const Wide = styled(DialogContent)`
  inline-size: min(680px, calc(100vw - 32px));
`;

const Text = styled.div`
  max-block-size: 55dvh;
  overflow: auto;
  padding: 14px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceAlt};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  line-height: 1.7;
  p + p {
    margin-block-start: 10px;
  }
  .question {
    font-weight: 600;
  }
`;

/** A saved item whose conversation was deleted: the copy it kept is all there is, shown in full. */
export function SavedCopyDialog({ item, onClose }: { item: SavedItem; onClose: () => void }) {
  const { t } = useTranslation();
  const { dir, locale } = useLocale();
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <DialogOverlay />
        <Wide dir={dir} data-testid="saved-copy">
          <DialogTitle dir="auto">{item.conversationTitle}</DialogTitle>
          <DialogDescription>{t('saved.copyNote', { date: formatDateTime(item.messageAt, locale) })}</DialogDescription>
          <Text>
            {item.question && (
              <p className="question" dir="auto">
                {item.question}
              </p>
            )}
            <p dir="auto">{item.content}</p>
          </Text>
          <DialogActions>
            <Dialog.Close asChild>
              <Button type="button" $variant="secondary">
                {t('saved.close')}
              </Button>
            </Dialog.Close>
          </DialogActions>
        </Wide>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
