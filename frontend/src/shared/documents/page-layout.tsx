import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { BackIcon } from '../ui/icons';

/** Common frame of the document screens: a readable width with comfortable padding. */
export const PageFrame = styled.div`
  display: grid;
  /* One column no wider than the screen: a wide table scrolls in its own box, not the page. */
  grid-template-columns: minmax(0, 1fr);
  gap: 18px;
  align-content: start;
  max-inline-size: 1200px;
  margin-inline: auto;
  padding-block: 24px 96px;
  /* The bottom padding leaves room below the last row for the floating Quick Actions button. */
  padding-inline: clamp(12px, 3vw, 32px);
`;

export const PageHeading = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  h1 {
    font-size: 24px;
  }
  p {
    color: ${({ theme }) => theme.color.textMuted};
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
  }
`;

export const ErrorBox = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
  padding: 14px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.dangerSoft};
  color: ${({ theme }) => theme.color.danger};
`;

/** A page's title and subtitle, with its actions (if any) beside them. */
export function PageHeader({ title, subtitle, children }: { title: ReactNode; subtitle: ReactNode; children?: ReactNode }) {
  return (
    <PageHeading>
      <div>
        <h1>{title}</h1>
        <p>{subtitle}</p>
      </div>
      {children}
    </PageHeading>
  );
}

const Screen = styled.div`
  min-block-size: 100dvh;
  background: ${({ theme }) => theme.color.bg};
`;

const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  font-weight: 600;
  text-decoration: none;
`;

interface ScreenProps {
  /** The text of the link back to chat. */
  backLabel: string;
  lang?: string;
  dir?: 'ltr' | 'rtl';
  /** Dialogs and toasts, outside the page's main. */
  overlays?: ReactNode;
  children: ReactNode;
}

/** A document screen of its own (outside the app's sidebar layout): a link back to chat above the page. */
export function StandaloneScreen({ backLabel, lang, dir, overlays, children }: ScreenProps) {
  return (
    <Screen lang={lang} dir={dir}>
      <PageFrame as="main" id="main">
        <Back to="/">
          <BackIcon size={16} /> {backLabel}
        </Back>
        {children}
      </PageFrame>
      {overlays}
    </Screen>
  );
}
