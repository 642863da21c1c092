import type { ReactElement } from 'react';
import { Tooltip } from 'radix-ui';
import styled from 'styled-components';
import { useLocale } from '../i18n/use-locale';

const Content = styled(Tooltip.Content)`
  z-index: 70;
  padding-block: 5px;
  padding-inline: 9px;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.text};
  color: ${({ theme }) => theme.color.surface};
  font-size: 12px;
  box-shadow: ${({ theme }) => theme.shadow.md};
`;

/**
 * Tooltip for icon-only buttons (the button keeps its own aria-label). Timing comes from the
 * Tooltip.Provider in app/providers: 700 ms to open, 300 ms skip delay (SPEC.md section 9).
 */
export function Hint({ label, children }: { label: string; children: ReactElement }) {
  const { dir } = useLocale();
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
      <Tooltip.Portal>
        <Content dir={dir} side="bottom" sideOffset={6}>
          {label}
        </Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}
