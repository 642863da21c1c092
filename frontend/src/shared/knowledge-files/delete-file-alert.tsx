import { AlertDialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../i18n/use-locale';
import { Button } from '../ui/button';
import { AlertContent, AlertDescription, AlertOverlay, AlertTitle, DialogActions } from '../ui/dialog';

interface Props {
  /** The file's name, as the question names it. */
  name: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  /** Asked over another dialog (the Quick Actions drawer): drawn above it, and Escape closes the question first. */
  nested?: boolean;
}

/** "Delete this file?" in the user's language (SPEC.md section 5): Cancel, or Delete. The files page and Quick Actions ask it. */
export function DeleteFileAlert({ name, open, onOpenChange, onConfirm, nested = false }: Props) {
  const { t } = useTranslation();
  const { dir, language } = useLocale();
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertOverlay style={nested ? { zIndex: 52 } : undefined} />
        {/* A click inside must not reach the file card behind it (a click there selects the file). */}
        <AlertContent dir={dir} lang={language} style={nested ? { zIndex: 53 } : undefined} onClick={(e) => e.stopPropagation()}>
          <AlertTitle>{t('knowledgeFiles.confirmTitle')}</AlertTitle>
          {/* First-strong isolates keep a name in the other script from reordering the sentence. */}
          <AlertDescription>{t('knowledgeFiles.confirmText', { name: `\u2068${name}\u2069` })}</AlertDescription>
          <DialogActions>
            <AlertDialog.Cancel asChild>
              <Button type="button" $variant="secondary">
                {t('knowledgeFiles.cancel')}
              </Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button type="button" $variant="danger" onClick={onConfirm}>
                {t('knowledgeFiles.delete')}
              </Button>
            </AlertDialog.Action>
          </DialogActions>
        </AlertContent>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
