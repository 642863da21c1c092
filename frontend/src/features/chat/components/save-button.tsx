import { useTranslation } from 'react-i18next';
import type { Message } from '@kb/contracts';
import { serverMessage } from '../../../shared/api/error-message';
import { useRemoveSavedItemMutation, useSaveItemMutation, useSavedByMessage } from '../../../shared/api/saved-api';
import { IconButton } from '../../../shared/ui/button';
import { Hint } from '../../../shared/ui/hint';
import { BookmarkIcon } from '../../../shared/ui/icons';
import { useToast } from '../../../shared/ui/use-toast';

/**
 * Save (or, pressed again, unsave) an answer, or a question to ask again later (issue 48). Pressed
 * while saved, in this tab or another: the saved list is kept live by `saved:changed`.
 */
export function SaveButton({ message, disabled = false }: { message: Message; disabled?: boolean }) {
  const { t } = useTranslation();
  const toast = useToast();
  const saved = useSavedByMessage().get(message.id);
  const [save, saving] = useSaveItemMutation();
  const [remove, removing] = useRemoveSavedItemMutation();
  const label = t(message.role === 'assistant' ? 'saveAction.saveAnswer' : 'saveAction.saveQuestion');

  async function toggle() {
    try {
      if (saved) await remove(saved.id).unwrap();
      else await save(message.id).unwrap();
    } catch (error) {
      toast({ title: t('saveAction.failed'), description: serverMessage(error), variant: 'destructive' });
    }
  }

  return (
    <Hint label={saved ? t('saveAction.saved') : label}>
      <IconButton
        type="button"
        $size={30}
        aria-label={label}
        aria-pressed={Boolean(saved)}
        data-testid="save-message"
        disabled={disabled || saving.isLoading || removing.isLoading}
        onClick={() => void toggle()}
      >
        <BookmarkIcon size={16} fill={saved ? 'currentColor' : 'none'} />
      </IconButton>
    </Hint>
  );
}
