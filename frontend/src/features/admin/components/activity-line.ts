import type { TFunction } from 'i18next';
import type { ActivityItem } from '@kb/contracts';

const KNOWN = new Set([
  'DocumentCreated',
  'DocumentUpdated',
  'DocumentStatusChanged',
  'DocumentDeleted',
  'UserRegistered',
  'UserRoleChanged',
  'UserRenamed',
  'UserDisabled',
  'UserEnabled',
  'AssistantSettingsChanged',
  'MessagePosted',
  'GlossaryEntryAdded',
  'GlossaryEntryChanged',
  'GlossaryEntryRemoved',
]);

/** One event in plain words; questions and ratings never name who asked. */
export function activityLine(item: ActivityItem, t: TFunction): string {
  const actor = item.actorName ?? (item.type === 'DocumentCreated' ? t('admin.activity.system') : t('admin.activity.someone'));
  const detail =
    item.detail && ['admin', 'auditor', 'agent'].includes(item.detail)
      ? t(`admin.roles.${item.detail}`)
      : item.detail && ['active', 'draft', 'archived'].includes(item.detail)
        ? t(`admin.statuses.${item.detail}`)
        : item.detail;
  const values = { actor, subject: item.subject ?? '', detail: detail ?? '', type: item.type };
  if (item.type === 'ConversationRated')
    return t(item.detail === 'useful' ? 'siteAdmin.activity.conversationUseful' : 'siteAdmin.activity.conversationNotUseful');
  if (item.type === 'AnswerRated')
    return t(item.detail === 'helpful' ? 'admin.activity.AnswerRated_helpful' : 'admin.activity.AnswerRated_not_helpful');
  return KNOWN.has(item.type) ? t(`admin.activity.${item.type}`, values) : t('admin.activity.other', values);
}
