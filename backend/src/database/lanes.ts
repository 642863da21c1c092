import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Who is waiting on a query, most urgent first: `command` (a request, an append: someone waits on
 * it now; the default), `projection` (a read model a command or a push waits for), `background`
 * (read models nobody waits on: analytics, the audit ledger…).
 */
export type Lane = 'command' | 'projection' | 'background';
const LANES: readonly Lane[] = ['command', 'projection', 'background'];

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
 * How long a waiter of a later lane may be passed over: past it, it goes before newer waiters of
 * any lane, so that commands arriving without a pause cannot hold a read model back for good.
 */
export const MAX_PASSED_OVER_MS = 100;

interface Waiter {
  since: number;
  grant: () => void;
}

/**
 * The turn on the one embedded connection (issue 50 item 4). pg-pool hands its one client out first
 * come, first served: the reply to a chat question queued behind every transaction the question's
 * own projections had asked for (audit ledger, conversations, analytics), 6 to 12 ms at 1,000
 * sockets. Here the next turn goes to the most urgent lane, first come first served within it; a
 * turn once given runs to its end (a transaction is never interrupted).
 */
export class LaneQueue {
  private busy = false;
  private holds = 0;
  private readonly waiting: Record<Lane, Waiter[]> = { command: [], projection: [], background: [] };

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
   * `maxPassedOverMs` at most: the other lanes wait even while the connection is idle. For a
   * request that writes twice with a short computation between (a chat question, then its reply):
   * what the first write woke (its projections) would otherwise take the connection, and its main
   * thread (PGlite runs in-process), just before the second write needs them.
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
    return { command: this.waiting.command.length, projection: this.waiting.projection.length, background: this.waiting.background.length };
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
 * The lane whose first waiter goes next: the longest waiting of those passed over for longer than
 * `maxPassedOverMs`, else the most urgent lane with a waiter (only `command` while `held`); null
 * when nobody may go.
 */
export function nextLane(
  waiting: Record<Lane, readonly { since: number }[]>,
  now: number,
  maxPassedOverMs: number,
  held = false,
): Lane | null {
  let overdue: Lane | null = null;
  for (const lane of LANES) {
    const head = waiting[lane][0];
    if (!head || now - head.since <= maxPassedOverMs) continue;
    if (overdue === null || head.since < waiting[overdue][0].since) overdue = lane;
  }
  if (overdue) return overdue;
  if (held) return waiting.command.length > 0 ? 'command' : null;
  return LANES.find((lane) => waiting[lane].length > 0) ?? null;
}
