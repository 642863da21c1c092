export type SavedType = 'query' | 'document';

/** SPEC.md: saved items are hardcoded sample content (no server behind them). */
export const SAVED_ITEMS = [
  { key: 'leave', type: 'query', savedAt: '2026-01-12T09:30:00Z' },
  { key: 'roaming', type: 'document', savedAt: '2026-01-10T14:05:00Z' },
  { key: 'refund', type: 'query', savedAt: '2026-01-08T11:45:00Z' },
] as const satisfies readonly { key: string; type: SavedType; savedAt: string }[];
