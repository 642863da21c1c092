import type { TFunction } from 'i18next';

/** Who did it, in words: the user's name, else System/Anonymous, else the raw id. */
export function actorLabel(actor: string, actorName: string | null | undefined, t: TFunction): string {
  if (actorName) return actorName;
  if (actor === 'system') return t('audit.table.system');
  if (actor === 'anonymous') return t('audit.table.anonymous');
  return actor;
}
