import type { SavedChangedPayload, SavedItem } from '@kb/contracts';

/** Newest saved first, as `GET /api/saved` orders them (ties by id). */
const newestFirst = (a: SavedItem, b: SavedItem) => b.savedAt.localeCompare(a.savedAt) || a.id.localeCompare(b.id);

/** Adds or replaces an item in its place. */
export function upsertSavedItem(items: SavedItem[], item: SavedItem): void {
  const at = items.findIndex((i) => i.id === item.id);
  if (at >= 0) items.splice(at, 1);
  items.push(item);
  items.sort(newestFirst);
}

export function removeSavedItem(items: SavedItem[], id: string): void {
  const at = items.findIndex((i) => i.id === id);
  if (at >= 0) items.splice(at, 1);
}

/** A `saved:changed` push applied to the whole list (unfiltered): the same list a refetch would give. */
export function applySavedChange(items: SavedItem[], change: SavedChangedPayload): void {
  if (change.item) upsertSavedItem(items, change.item);
  else removeSavedItem(items, change.id);
}
