import { Tabs } from 'radix-ui';
import styled from 'styled-components';

export const TabsRoot = Tabs.Root;

export const TabsList = styled(Tabs.List)`
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
  padding: 4px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceAlt};
  inline-size: fit-content;
  max-inline-size: 100%;
`;

export const TabsTrigger = styled(Tabs.Trigger)`
  padding-block: 8px;
  padding-inline: 14px;
  border: none;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  font-weight: 600;
  color: ${({ theme }) => theme.color.textMuted};
  &[data-state='active'] {
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.text};
    box-shadow: ${({ theme }) => theme.shadow.sm};
  }
`;

export const TabsContent = styled(Tabs.Content)`
  padding-block-start: 16px;
  outline: none;
`;
