/** Longest a memory projector's next slice waits for this process's SQL transactions that hold a checkpoint lock. */
const SQL_FIRST_MAX_MS = 2000;

/**
 * The SQL projectors' transactions of this process that hold their checkpoint's row lock (issue 50).
 * While one does, memory projectors wait between their slices: such a transaction makes one round
 * trip an event, and each answer waited behind the memory projectors' slices (and, as the process
 * never slept, behind every other process on the CPU), while the other instances waited for its lock.
 * A 100,000-document first start of three instances applied 500 events of a small read model in
 * 96 s a batch that way, with the memory indexes being built beside it.
 */
export class SqlFirst {
  private holding = 0;
  private waiters: (() => void)[] = [];

  async holdingLock<T>(work: () => Promise<T>): Promise<T> {
    this.holding++;
    try {
      return await work();
    } finally {
      if (--this.holding === 0) for (const wake of this.waiters.splice(0)) wake();
    }
  }

  /** Resolves once no transaction of this process holds a checkpoint lock, or after `maxMs`. */
  idle(maxMs = SQL_FIRST_MAX_MS): Promise<void> {
    if (this.holding === 0) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, maxMs);
      this.waiters.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }
}
