import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { BackIcon } from './icons';

export const Centered = styled.div`
  display: grid;
  place-items: center;
  min-block-size: 100%;
  padding: 32px 16px;
  text-align: center;
`;

export const Card = styled.section`
  display: grid;
  gap: 12px;
  justify-items: center;
  max-inline-size: 520px;
  padding: 32px;
  border-radius: ${({ theme }) => theme.radius.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  h1 {
    font-size: 22px;
  }
  p {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const BackLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  font-weight: 600;
  text-decoration: none;
`;

/** SPEC.md: "While the session is unknown, a loading text is shown". */
export function LoadingText() {
  const { t } = useTranslation();
  return (
    <Centered role="status" aria-live="polite">
      {t('app.loading')}
    </Centered>
  );
}

/** Stand-in for screens that later issues build; keeps their route, guard and title in place. */
export function PlaceholderPage({
  title,
  withBackLink = false,
  children,
}: {
  title: string;
  withBackLink?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Centered>
      <Card>
        <h1>{title}</h1>
        <p>{t('placeholder.comingSoon')}</p>
        {children}
        {withBackLink && (
          <BackLink to="/">
            <BackIcon size={16} /> {t('placeholder.backToChat')}
          </BackLink>
        )}
      </Card>
    </Centered>
  );
}
