import { useEffect, useRef, useState } from 'react';
import { Popover } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import styled, { useTheme } from 'styled-components';
import { useLocale } from '../../../shared/i18n/use-locale';
import { IconButton } from '../../../shared/ui/button';
import { Hint } from '../../../shared/ui/hint';
import { SmileIcon } from '../../../shared/ui/icons';

const Content = styled(Popover.Content)`
  z-index: 60;
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.md};
  overflow: hidden;
  max-inline-size: calc(100vw - 16px);
  p {
    padding: 16px;
    font-size: 14px;
    color: ${({ theme }) => theme.color.textMuted};
  }
  emoji-picker {
    --border-size: 0;
    inline-size: min(352px, calc(100vw - 18px));
    block-size: 360px;
  }
`;

/** Composer button that opens an emoji picker; the picker's code and data load on first open. */
export function EmojiButton({ onPick }: { onPick: (emoji: string) => void }) {
  const { t } = useTranslation();
  const { language, dir } = useLocale();
  const theme = useTheme();
  const [open, setOpen] = useState(false);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const host = useRef<HTMLDivElement>(null);
  const pick = useRef(onPick);
  pick.current = onPick;
  // A theme change recolours the open picker; it is not rebuilt, so a search in progress stays.
  const picker = useRef<HTMLElement | null>(null);
  const mode = useRef(theme.mode);
  mode.current = theme.mode;

  useEffect(() => {
    if (!open) return;
    let cancelled = false;
    const onClick = (event: Event) => {
      const unicode = (event as CustomEvent<{ unicode?: string }>).detail.unicode;
      if (unicode) pick.current(unicode);
      setOpen(false);
    };
    setState('loading');
    import('./emoji-picker-loader')
      .then(({ createEmojiPicker }) => {
        if (cancelled || !host.current) return;
        const created = createEmojiPicker(language, mode.current);
        picker.current = created;
        created.addEventListener('emoji-click', onClick);
        host.current.append(created);
        setState('ready');
        // The search field takes the focus, as a menu's first item would.
        requestAnimationFrame(() => created.shadowRoot?.querySelector<HTMLInputElement>('input')?.focus());
      })
      .catch(() => !cancelled && setState('failed'));
    return () => {
      cancelled = true;
      picker.current?.removeEventListener('emoji-click', onClick);
      picker.current?.remove();
      picker.current = null;
    };
  }, [open, language]);

  useEffect(() => {
    picker.current?.classList.remove('light', 'dark');
    picker.current?.classList.add(theme.mode);
  }, [theme.mode]);

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Hint label={t('chat.emoji')}>
        <Popover.Trigger asChild>
          <IconButton type="button" aria-label={t('chat.emoji')}>
            <SmileIcon size={18} />
          </IconButton>
        </Popover.Trigger>
      </Hint>
      <Popover.Portal>
        <Content
          dir={dir}
          side="top"
          align="start"
          sideOffset={8}
          collisionPadding={8}
          aria-label={t('chatTools.emojiPicker')}
          data-testid="emoji-picker"
        >
          {state === 'loading' && <p role="status">{t('chatTools.emojiLoading')}</p>}
          {state === 'failed' && <p role="alert">{t('chatTools.emojiFailed')}</p>}
          <div ref={host} dir={dir} />
        </Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
