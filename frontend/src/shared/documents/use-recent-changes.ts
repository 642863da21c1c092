import { useEffect, useRef, useState } from 'react';
import type { KnowledgeDocument } from '@kb/contracts';

const FRESH_MS = 60_000;

/**
 * Ids of rows that arrived or changed while the same list stayed on screen, for a brief highlight.
 * The first answer for a `key` (filters + page) sets the baseline; a row that only slid in because
 * another left is not highlighted unless it was itself updated a moment ago.
 */
export function useRecentChanges(rows: readonly KnowledgeDocument[] | undefined, key: string, highlightMs = 4000): ReadonlySet<string> {
  const seen = useRef<{ key: string; versions: Map<string, number> } | null>(null);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const [hot, setHot] = useState<ReadonlySet<string>>(new Set());

  useEffect(() => {
    if (!rows) return;
    const previous = seen.current;
    seen.current = { key, versions: new Map(rows.map((r) => [r.id, r.version])) };
    if (!previous || previous.key !== key) return;
    const now = Date.now();
    const changed = rows
      .filter((r) => {
        const before = previous.versions.get(r.id);
        return before === undefined ? now - Date.parse(r.updatedAt) < FRESH_MS : r.version > before;
      })
      .map((r) => r.id);
    if (!changed.length) return;
    setHot((h) => new Set([...h, ...changed]));
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setHot((h) => new Set([...h].filter((id) => !changed.includes(id))));
    }, highlightMs);
    timers.current.add(timer);
  }, [rows, key, highlightMs]);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  return hot;
}
