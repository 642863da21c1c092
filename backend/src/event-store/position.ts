/**
 * A global position in the store's order. Postgres: (transaction id, sequence); KurrentDB:
 * (commit, prepare). Serialised as "major/minor" so it can travel in JSON and URLs.
 */
export interface Position {
  major: bigint;
  minor: bigint;
}

export const START: Position = { major: -1n, minor: -1n };

export function comparePositions(a: Position, b: Position): number {
  if (a.major !== b.major) return a.major < b.major ? -1 : 1;
  if (a.minor !== b.minor) return a.minor < b.minor ? -1 : 1;
  return 0;
}

export function formatPosition(p: Position): string {
  return `${p.major}/${p.minor}`;
}

export function parsePosition(text: string | null | undefined): Position | null {
  const m = /^(-?\d+)\/(-?\d+)$/.exec(text ?? '');
  return m ? { major: BigInt(m[1]), minor: BigInt(m[2]) } : null;
}
