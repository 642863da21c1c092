import type { Position } from '../../event-store/position.js';
import type { MemoryProjector } from '../projector.js';
import type { Snapshots } from '../snapshots.js';

/** A memory model whose whole state is a list of words, kept with snapshots. */
export function wordsModel(name: string) {
  let words: string[] = [];
  let position: Position | null = null;
  const snapshots: Snapshots = {
    version: 'words:1',
    position: () => position,
    take: () => ({ position, state: { words: [...words], slots: Uint32Array.from(words.map((w) => w.length)) } }),
    restore: (state) => {
      const s = state as { words: string[]; slots: Uint32Array };
      if (!Array.isArray(s.words) || s.slots.length !== s.words.length) throw new Error('not a words state');
      words = s.words;
    },
  };
  const p: MemoryProjector & { snapshots: Snapshots } = {
    kind: 'memory',
    name,
    snapshots,
    reset: () => void (words = []),
    apply: () => undefined,
  };
  return {
    p,
    set(next: string[], at: bigint) {
      words = next;
      position = { major: at, minor: 0n };
    },
    words: () => words,
  };
}
