import { Dialog, Tabs } from 'radix-ui';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../shared/i18n/use-locale';
import { DialogContent, DialogDescription, DialogOverlay, DialogTitle } from '../../../shared/ui/dialog';
import { IconButton } from '../../../shared/ui/button';
import { CloseIcon } from '../../../shared/ui/icons';
import { Link } from 'react-router';
import { AnalyticsTab } from './analytics-tab';
import { ApiSettingsTab } from './api-settings-tab';
import { ChatSettingsTab } from './chat-settings-tab';
import { ComplianceTab } from './compliance-tab';
import { LanguageSettingsTab } from './language-settings-tab';
import { ContentTab } from './content-tab';
import { GlossaryTab } from './glossary-tab';
import { Muted } from './admin-styles';
import { UsersTab } from './users-tab';

export type AdminTab = 'content' | 'users' | 'api' | 'chat' | 'language' | 'compliance' | 'analytics' | 'audit' | 'glossary';
const TABS: AdminTab[] = ['content', 'users', 'api', 'chat', 'language', 'compliance', 'analytics', 'audit', 'glossary'];

const Panel = styled(DialogContent)`
  inline-size: min(1180px, calc(100vw - 24px));
  block-size: min(820px, calc(100dvh - 24px));
  max-block-size: none;
  padding: 0;
  gap: 0;
  grid-template-rows: auto 1fr;
  overflow: hidden;
`;

const Head = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding-block: 14px;
  padding-inline: 20px;
  border-block-end: 1px solid ${({ theme }) => theme.color.border};
`;

const Body = styled(Tabs.Root)`
  display: grid;
  grid-template-columns: 232px 1fr;
  min-block-size: 0;
  @media (max-width: 900px) {
    grid-template-columns: 1fr;
    grid-template-rows: auto 1fr;
  }
`;

const Side = styled(Tabs.List)`
  display: flex;
  flex-direction: column;
  gap: 2px;
  padding: 10px;
  border-inline-end: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surfaceAlt};
  overflow: auto;
  @media (max-width: 900px) {
    flex-direction: row;
    border-inline-end: none;
    border-block-end: 1px solid ${({ theme }) => theme.color.border};
  }
`;

const Trigger = styled(Tabs.Trigger)`
  text-align: start;
  white-space: nowrap;
  padding-block: 9px;
  padding-inline: 12px;
  border: none;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.color.textMuted};
  font-weight: 600;
  &[data-state='active'] {
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.text};
    box-shadow: ${({ theme }) => theme.shadow.sm};
  }
`;

const Content = styled(Tabs.Content)`
  overflow: auto;
  padding: 20px;
  outline: none;
  display: grid;
  gap: 16px;
  align-content: start;
  /* Inactive panels stay in the DOM with the hidden attribute, which display: grid would override. */
  &[hidden] {
    display: none;
  }
`;

/** The Knowledge Base Administration panel: vertical side tabs (arrow keys move between them). */
export function AdminPanel({
  tab,
  onTab,
  onClose,
  userId,
}: {
  tab: AdminTab;
  onTab: (tab: AdminTab) => void;
  onClose: () => void;
  userId?: string;
}) {
  const { t } = useTranslation();
  const { dir } = useLocale();
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <DialogOverlay />
        <Panel dir={dir} data-testid="admin-panel">
          <Head>
            <div>
              <DialogTitle>{t('admin.panelTitle')}</DialogTitle>
              <DialogDescription className="visually-hidden">{t('admin.panelDescription')}</DialogDescription>
            </div>
            <Dialog.Close asChild>
              <IconButton type="button" aria-label={t('common.close')}>
                <CloseIcon size={18} />
              </IconButton>
            </Dialog.Close>
          </Head>
          <Body value={tab} onValueChange={(v) => onTab(v as AdminTab)} orientation="vertical" dir={dir} activationMode="manual">
            <Side aria-label={t('admin.panelDescription')}>
              {TABS.map((id) => (
                <Trigger key={id} value={id}>
                  {t(`admin.tabs.${id}`)}
                </Trigger>
              ))}
            </Side>
            <Content value="content">
              <ContentTab />
            </Content>
            <Content value="users">
              <UsersTab currentUserId={userId} />
            </Content>
            <Content value="api">
              <ApiSettingsTab />
            </Content>
            <Content value="chat">
              <ChatSettingsTab />
            </Content>
            <Content value="language">
              <LanguageSettingsTab />
            </Content>
            <Content value="compliance">
              <ComplianceTab />
            </Content>
            <Content value="analytics">
              <AnalyticsTab />
            </Content>
            <Content value="glossary">
              <GlossaryTab />
            </Content>
            <Content value="audit">
              <h2>{t('admin.tabs.audit')}</h2>
              <Muted>{t('admin.audit.text')}</Muted>
              <p>
                <Link to="/audit">{t('admin.audit.open')}</Link>
              </p>
            </Content>
          </Body>
        </Panel>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
