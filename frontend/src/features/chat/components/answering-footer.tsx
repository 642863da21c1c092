import { useTranslation } from 'react-i18next';
import { LockIcon } from '../../../shared/ui/icons';
import { useGetAnsweringQuery } from '../api/answering-api';
import { Footer } from './chat-page-styles';

/** Under the composer: how answers are made now (nothing until the server said so), and "private". */
export function AnsweringFooter() {
  const { t } = useTranslation();
  const answering = useGetAnsweringQuery().data;
  return (
    <Footer>
      {/* Says how answers are made now; nothing until the server said so. */}
      <span data-testid="answering-mode" data-mode={answering?.mode ?? ''}>
        {answering ? t(answering.mode === 'model' ? 'chatTools.answeringModel' : 'chatTools.answeringExtractive') : ''}
      </span>
      <span>
        <LockIcon size={12} /> {t('chat.privateLabel')}
      </span>
    </Footer>
  );
}
