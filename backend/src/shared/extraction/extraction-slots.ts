// Reading slots of the sandboxed extraction children (run-extraction.ts): at most two children read
// at once, a few more files wait, and low-priority reads (the public chat's anonymous attachments)
// hold at most one slot, so signed-in users' files always keep one.

const MAX_RUNNING = 2;
const MAX_WAITING = 8;
/** Slots low-priority reads may hold at once: one is kept for signed-in users. */
const MAX_RUNNING_LOW = 1;
let running = 0;
let runningLow = 0;
const waiting: Array<() => void> = [];
const waitingLow: Array<() => void> = [];

/** Priority of a read: `low` for anonymous public-chat attachments (see OcrPriority). */
export type ReadPriority = 'normal' | 'low';

/** The next waiter to run: normal first, a low one while the low share allows. */
function handOver(): boolean {
  const next = waiting.shift() ?? (runningLow < MAX_RUNNING_LOW ? waitingLow.shift() : undefined);
  if (!next) return false;
  next();
  return true;
}

/**
 * A slot, once free: resolves with its release, or null at once when too many wait. With `signal`,
 * a waiter whose signal aborts leaves the queue and gets null.
 */
export async function slot(priority: ReadPriority = 'normal', signal?: AbortSignal): Promise<(() => void) | null> {
  const low = priority === 'low';
  if (signal?.aborted) return null;
  if (running >= MAX_RUNNING || (low && runningLow >= MAX_RUNNING_LOW)) {
    if (waiting.length + waitingLow.length >= MAX_WAITING) return null;
    const queue = low ? waitingLow : waiting;
    // Woken with the slot already counted as running (see release), and counted in the low share at once.
    const woken = await new Promise<boolean>((resolve) => {
      const wake = () => {
        signal?.removeEventListener('abort', leave);
        if (low) runningLow++;
        resolve(true);
      };
      const leave = () => {
        const at = queue.indexOf(wake);
        if (at >= 0) queue.splice(at, 1);
        resolve(false);
      };
      signal?.addEventListener('abort', leave, { once: true });
      queue.push(wake);
    });
    if (!woken) return null;
  } else {
    running++;
    if (low) runningLow++;
  }
  return () => {
    if (low) runningLow--;
    // The slot passes to the next waiter (still counted as running), or is freed.
    if (!handOver()) running--;
  };
}
