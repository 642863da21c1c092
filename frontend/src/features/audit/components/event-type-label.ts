import type { TFunction } from 'i18next';

/** An event type as auditors read it ("Document created"); a type with no label yet shows as it is stored. */
export function eventTypeLabel(type: string, t: TFunction): string {
  return t(`auditTypes.${type}`, { defaultValue: type });
}
