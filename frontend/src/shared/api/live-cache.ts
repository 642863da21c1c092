/**
 * Live data enters the RTK Query cache in `onCacheEntryAdded` (see the RTK docs' streaming
 * updates): subscribe to socket events, patch or refetch the entry, unsubscribe when it goes. These
 * two helpers hold that lifecycle once, so an API says only which events it follows and what each
 * does. `listen` returns the functions to call when the entry is removed: the `onServerEvent` and
 * `onReconnect` unsubscribers, and the `cancel` of a debounced refetch.
 */
import { listenCatchingUp, receivedEvents } from '../socket';

export type Off = () => void;

/** The part of RTK Query's cache lifecycle these helpers use. */
export interface LiveCacheEntry {
  cacheDataLoaded: Promise<unknown>;
  cacheEntryRemoved: Promise<unknown>;
}

/**
 * Listens from the entry's first data until the entry is removed; an entry removed before its
 * data loaded never listens. When server events arrived while the data loaded, the entry's
 * `onReconnect` handlers run once as it starts listening (`listenCatchingUp`): one of those events
 * may have been about this data and reached the tab before the listener did.
 */
export async function keepLive(entry: LiveCacheEntry, listen: () => Off[]): Promise<void> {
  const mark = receivedEvents();
  try {
    await entry.cacheDataLoaded;
  } catch {
    return;
  }
  const offs = listenCatchingUp(mark, listen);
  await entry.cacheEntryRemoved;
  offs.forEach((off) => off());
}

/**
 * Listens from the moment the entry is added, for events that must not be missed while the first
 * load is on its way (a reply streaming while the thread loads). Updates made through `apply`
 * before the data loaded are held, then applied together once it lands; they must be idempotent,
 * as the loaded data may already contain them.
 */
export async function keepLiveFromStart<T>(
  entry: LiveCacheEntry & { updateCachedData: (recipe: (draft: T) => void) => unknown },
  listen: (apply: (update: (draft: T) => void) => void) => Off[],
): Promise<void> {
  let pending: Array<(draft: T) => void> | null = [];
  const apply = (update: (draft: T) => void) => {
    if (pending) pending.push(update);
    else entry.updateCachedData(update);
  };
  const offs = listen(apply);
  try {
    await entry.cacheDataLoaded;
    const held = pending;
    pending = null;
    if (held.length) entry.updateCachedData((draft) => held.forEach((update) => update(draft)));
    await entry.cacheEntryRemoved;
  } catch {
    // The entry was removed before its data loaded.
  } finally {
    offs.forEach((off) => off());
  }
}
