import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Role } from '@kb/contracts';
import styled from 'styled-components';
import { useSession } from '../../features/auth/api/use-session';
import { ConversationList } from '../../features/chat/components/conversation-list';
import { ConversationSearch } from '../../features/chat/components/conversation-search';
import { contextSelected } from '../../features/quick-actions/quick-actions-slice';
import { useAppDispatch } from '../../shared/store-hooks';
import { BookmarkIcon, ChatIcon, FileIcon, FolderIcon, GraduationIcon, LibraryIcon, LockIcon, ShieldIcon } from '../../shared/ui/icons';

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: 14px;
  block-size: 100%;
  padding: 14px 10px 10px;
`;

const Nav = styled.nav`
  ul {
    display: grid;
    gap: 2px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: flex;
    align-items: center;
    gap: 10px;
    padding-block: 8px;
    padding-inline: 10px;
    border-radius: ${({ theme }) => theme.radius.md};
    color: inherit;
    text-decoration: none;
    font-size: 14px;
    font-weight: 600;
    &:hover {
      background: ${({ theme }) => theme.color.surfaceHover};
    }
    &.active {
      background: ${({ theme }) => theme.color.primarySoft};
      color: ${({ theme }) => theme.color.primary};
    }
  }
`;

const Footer = styled.footer`
  padding-block-start: 10px;
  padding-inline: 6px;
  border-block-start: 1px solid ${({ theme }) => theme.color.border};
  font-size: 12px;
  color: ${({ theme }) => theme.color.textMuted};
`;

const LINKS = [
  { to: '/', label: 'nav.chat', Icon: ChatIcon, roles: null },
  { to: '/library', label: 'chatTools.library', Icon: LibraryIcon, roles: null },
  { to: '/saved', label: 'nav.saved', Icon: BookmarkIcon, roles: null },
  { to: '/training', label: 'nav.training', Icon: GraduationIcon, roles: null },
  { to: '/knowledge-files', label: 'nav.knowledgeFiles', Icon: FolderIcon, roles: null },
  { to: '/document-manager', label: 'nav.documentManager', Icon: FileIcon, roles: ['admin'] },
  { to: '/admin', label: 'nav.admin', Icon: ShieldIcon, roles: ['admin'] },
  { to: '/audit', label: 'nav.audit', Icon: LockIcon, roles: ['admin', 'auditor'] },
] as const;

/** Links by role, search box, private conversations and the copyright footer. */
export function Sidebar({ onNavigate, onOpenConversation }: { onNavigate: () => void; onOpenConversation: () => void }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const canSee = (roles: readonly Role[] | null) => !roles || (user !== null && roles.includes(user.role));
  const dispatch = useAppDispatch();
  return (
    <Column>
      <Nav aria-label={t('nav.label')}>
        <ul>
          {LINKS.filter((link) => canSee(link.roles)).map(({ to, label, Icon }) => (
            <li key={to}>
              <NavLink to={to} end onClick={onNavigate}>
                <Icon size={18} />
                {t(label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </Nav>
      {/* Features do not import each other: the app tells Quick Actions which conversation was picked. */}
      <ConversationSearch onOpen={onOpenConversation}>
        <ConversationList
          onOpen={onOpenConversation}
          onSelect={({ id, title }) => dispatch(contextSelected({ type: 'conversation', id, title }))}
        />
      </ConversationSearch>
      <Footer>{t('app.copyright', { year: new Date().getFullYear(), company: t('app.companyName') })}</Footer>
    </Column>
  );
}
