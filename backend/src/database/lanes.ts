import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Who is waiting on a query: `command` (a request, an append: the default) or `projection` (a read
 * model's loop, the audit ledger's). Both take turns first come, first served, as pg-pool's queue
 * gave them: a command that waits for its projection and then reads it must not be overtaken by
 * the next command (eight concurrent edits of one document each answer their own version), and
 * auditors and admins read the ledger and analytics just after a change. Putting analytics and the
 * ledger behind the commands made those reads stale (four e2e specs failed, issue 50 item 4).
 */
export type Lane = 'command' | 'projection';
const LANES: readonly Lane[] = ['command', 'projection'];

const current = new AsyncLocalStorage<Lane>();

/** Runs `work` (and everything it starts, awaited or not) in `lane`: a loop started here keeps it. */
export function inLane<T>(lane: Lane, work: () => T): T {
  return current.run(lane, work);
}

/** The lane of the running code; `command` outside any. */
export function currentLane(): Lane {
  return current.getStore() ?? 'command';
}

/**
 * How long a `hold` may keep projections waiting: past it, the longest waiting goes next whatever
 * the hold, so a request cannot hold the read models back for good.
 */
export const MAX_PASSED_OVER_MS = 100;

interface Waiter {
  since: number;
  grant: () => void;
}

/**
 * The turns on the one embedded connection (issue 50 item 4), first come first served, except
 * while a request holds them for commands (`hold`). A chat question's append woke its projections
 * (audit ledger, conversations, analytics: several transactions, each of a few statements on the
 * connection and, PGlite running in-process, on the main thread); the reply, a few ms later,
 * queued behind all of them, 6 to 12 ms at 1,000 sockets. A turn once given runs to its end (a
 * transaction is never interrupted).
 */
export class LaneQueue {
  private busy = false;
  private holds = 0;
  private readonly waiting: Record<Lane, Waiter[]> = { command: [], projection: [] };

  constructor(
    private readonly maxPassedOverMs = MAX_PASSED_OVER_MS,
    private readonly clock: () => number = () => performance.now(),
  ) {}

  /** Runs `work` when it is `lane`'s turn; the next turn is given when it settles. */
  async run<T>(lane: Lane, work: () => Promise<T>): Promise<T> {
    await this.acquire(lane);
    try {
      return await work();
    } finally {
      this.release();
    }
  }

  /**
   * Keeps the turns for the command lane until the returned function is called, or for
   * `maxPassedOverMs` at most: projections wait even while the connection is idle. For a request
   * that writes twice with a short computation between (a chat question, then its reply): what the
   * first write woke would otherwise take the connection, and the main thread, just before the
   * second write needs them.
   */
  hold(): () => void {
    this.holds++;
    let held = true;
    const end = () => {
      if (!held) return;
      held = false;
      clearTimeout(timer);
      this.holds--;
      if (!this.busy) this.release();
    };
    const timer = setTimeout(end, this.maxPassedOverMs);
    timer.unref();
    return end;
  }

  /** How many wait, by lane (tests, diagnosis). */
  queued(): Record<Lane, number> {
    return { command: this.waiting.command.length, projection: this.waiting.projection.length };
  }

  private acquire(lane: Lane): Promise<void> {
    if (!this.busy && (this.holds === 0 || lane === 'command')) {
      this.busy = true;
      return Promise.resolve();
    }
    return new Promise((grant) => this.waiting[lane].push({ since: this.clock(), grant }));
  }

  private release(): void {
    const lane = nextLane(this.waiting, this.clock(), this.maxPassedOverMs, this.holds > 0);
    // The turn passes straight on (busy stays set): nobody arriving meanwhile takes it first.
    this.busy = lane !== null;
    if (lane) this.waiting[lane].shift()!.grant();
  }
}

/**
 * The lane whose first waiter goes next: the longest waiting, but only a command while `held`
 * unless a projection has waited longer than `maxPassedOverMs`; null when nobody may go.
 */
export function nextLane(
  waiting: Record<Lane, readonly { since: number }[]>,
  now: number,
  maxPassedOverMs: number,
  held = false,
): Lane | null {
  const eligible = LANES.filter((lane) => {
    const head = waiting[lane][0];
    return head !== undefined && (!held || lane === 'command' || now - head.since > maxPassedOverMs);
  });
  let first: Lane | null = null;
  for (const lane of eligible) if (first === null || waiting[lane][0].since < waiting[first][0].since) first = lane;
  return first;
}
