import { describe, expect, it, vi } from 'vitest';
import { keepLive, keepLiveFromStart } from './live-cache';

/** A cache entry whose first load and removal the test settles. */
function entryOf<T>(data: T) {
  let load!: () => void;
  let fail!: (error: Error) => void;
  let remove!: () => void;
  const cacheDataLoaded = new Promise<void>((resolve, reject) => {
    load = resolve;
    fail = reject;
  });
  const cacheEntryRemoved = new Promise<void>((resolve) => (remove = resolve));
  const updateCachedData = vi.fn((recipe: (draft: T) => void) => recipe(data));
  return { entry: { cacheDataLoaded, cacheEntryRemoved, updateCachedData }, load, fail, remove, data };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('keepLive', () => {
  it('listens once the data has loaded and stops when the entry is removed', async () => {
    const { entry, load, remove } = entryOf([]);
    const off = vi.fn();
    const listen = vi.fn(() => [off]);
    const done = keepLive(entry, listen);
    await tick();
    expect(listen).not.toHaveBeenCalled();
    load();
    await tick();
    expect(listen).toHaveBeenCalledTimes(1);
    expect(off).not.toHaveBeenCalled();
    remove();
    await done;
    expect(off).toHaveBeenCalledTimes(1);
  });

  it('never listens to an entry removed before its data loaded', async () => {
    const { entry, fail } = entryOf([]);
    const listen = vi.fn(() => []);
    const done = keepLive(entry, listen);
    fail(new Error('Promise never resolved before cacheEntryRemoved.'));
    await done;
    expect(listen).not.toHaveBeenCalled();
  });
});

describe('keepLiveFromStart', () => {
  it('listens at once, holds updates until the data loads, then applies them in order', async () => {
    const { entry, load, remove, data } = entryOf<string[]>([]);
    const off = vi.fn();
    let apply!: (update: (draft: string[]) => void) => void;
    const done = keepLiveFromStart(entry, (a) => {
      apply = a;
      return [off];
    });
    apply((list) => void list.push('first'));
    apply((list) => void list.push('second'));
    expect(entry.updateCachedData).not.toHaveBeenCalled();
    load();
    await tick();
    expect(entry.updateCachedData).toHaveBeenCalledTimes(1);
    expect(data).toEqual(['first', 'second']);
    apply((list) => void list.push('third'));
    expect(data).toEqual(['first', 'second', 'third']);
    remove();
    await done;
    expect(off).toHaveBeenCalledTimes(1);
  });

  it('stops listening when the entry is removed before its data loaded', async () => {
    const { entry, fail } = entryOf<string[]>([]);
    const off = vi.fn();
    const done = keepLiveFromStart(entry, () => [off]);
    fail(new Error('Promise never resolved before cacheEntryRemoved.'));
    await done;
    expect(off).toHaveBeenCalledTimes(1);
    expect(entry.updateCachedData).not.toHaveBeenCalled();
  });
});
