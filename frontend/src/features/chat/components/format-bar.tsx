import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../../../shared/ui/button';
import { Hint } from '../../../shared/ui/hint';
import { FormatButtons } from './chat-input-styles';
import type { MarkdownAction } from './markdown-edit';

const FORMAT_BUTTONS: Array<{ action: MarkdownAction; label: string; face: ReactNode }> = [
  { action: 'bold', label: 'chatTools.bold', face: <>B</> },
  { action: 'italic', label: 'chatTools.italic', face: <em>I</em> },
  { action: 'list', label: 'chatTools.bulletList', face: <>•≡</> },
  { action: 'code', label: 'chatTools.code', face: <code>{'</>'}</code> },
];

/** The formatting buttons above the question (bold, italic, list, code), shown by the Format toggle. */
export function FormatBar({ onFormat }: { onFormat: (action: MarkdownAction) => void }) {
  const { t } = useTranslation();
  return (
    <FormatButtons role="toolbar" aria-label={t('chatTools.formatBar')} data-testid="format-bar">
      {FORMAT_BUTTONS.map(({ action, label, face }) => (
        <Hint key={action} label={t(label)}>
          {/* mousedown would move the focus out of the text and lose its selection. */}
          <IconButton type="button" aria-label={t(label)} onMouseDown={(e) => e.preventDefault()} onClick={() => onFormat(action)}>
            {face}
          </IconButton>
        </Hint>
      ))}
    </FormatButtons>
  );
}
