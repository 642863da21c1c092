import { useTranslation } from 'react-i18next';
import styled, { keyframes } from 'styled-components';
import { Logo } from '../../../shared/ui/logo';

const bounce = keyframes`
  0%, 80%, 100% { opacity: 0.25; transform: translateY(0); }
  40% { opacity: 1; transform: translateY(-3px); }
`;

const Row = styled.li`
  display: flex;
  gap: 10px;
  align-items: center;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 14px;
`;

const Dots = styled.span`
  display: inline-flex;
  gap: 4px;
  padding: 12px 14px;
  border-radius: ${({ theme }) => theme.radius.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.assistantBubble};
  i {
    inline-size: 7px;
    block-size: 7px;
    border-radius: 50%;
    background: ${({ theme }) => theme.color.primary};
    animation: ${bounce} 1.2s infinite ease-in-out;
  }
  i:nth-child(2) {
    animation-delay: 0.15s;
  }
  i:nth-child(3) {
    animation-delay: 0.3s;
  }
`;

export function ThinkingIndicator() {
  const { t } = useTranslation();
  return (
    <Row role="status" aria-live="polite" data-testid="thinking-indicator">
      <Logo size={32} />
      <Dots aria-hidden="true">
        <i />
        <i />
        <i />
      </Dots>
      <span>{t('chat.thinking')}</span>
    </Row>
  );
}
