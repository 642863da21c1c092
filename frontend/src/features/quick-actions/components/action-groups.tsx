import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BookmarkIcon, ChatIcon, ChevronIcon, FolderIcon, GraduationIcon, HelpIcon, LibraryIcon } from '../../../shared/ui/icons';
import { Group } from './quick-actions-styles';

const NAVIGATION = [
  { to: '/', label: 'nav.chat', Icon: ChatIcon },
  { to: '/library', label: 'chatTools.library', Icon: LibraryIcon },
  { to: '/knowledge-files', label: 'nav.knowledgeFiles', Icon: FolderIcon },
  { to: '/saved', label: 'nav.saved', Icon: BookmarkIcon },
  { to: '/training', label: 'nav.training', Icon: GraduationIcon },
] as const;

/** Action groups with icons. Item-specific actions (file chat, download…) arrive with their screens. */
export function ActionGroups({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <>
      <Group>
        <h3>{t('quickActions.navigate')}</h3>
        <ul>
          {NAVIGATION.map(({ to, label, Icon }) => (
            <li key={to}>
              <Link to={to} onClick={onDone}>
                <Icon size={18} />
                <span>{t(label)}</span>
                <ChevronIcon size={16} />
              </Link>
            </li>
          ))}
        </ul>
      </Group>
      <Group>
        <h3>{t('quickActions.help')}</h3>
        <ul>
          <li>
            <Link to="/training" onClick={onDone}>
              <HelpIcon size={18} />
              <span>{t('quickActions.contactSupport')}</span>
              <ChevronIcon size={16} />
            </Link>
          </li>
        </ul>
      </Group>
    </>
  );
}
