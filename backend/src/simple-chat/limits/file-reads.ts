import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../core/tokens.js';

/** Why a read did not happen: too many wait already, or it ran out of its time (waiting included). */
export type PublicReadRefusal = { refused: 'busy' } | { refused: 'timeout'; seconds: number };

/**
 * The public chat's own cap on attached files read at once in this process, whoever sends them
 * (each requester may also have only `maxInFlight` questions open, see admission.ts). Past the cap
 * a few wait; past those the request is refused at once (429 `simple_chat_busy`) rather than
 * queued behind minutes of OCR. Their reads run at low priority too (extract-file.ts), so the
 * reading pool keeps a share for signed-in users' knowledge files whatever this cap is.
 *
 * Every read is bounded in time (issue 44: an 18 KB PDF held a place for 90 s): `fileReadMs` from
 * the call, waiting included. At the bound the read's signal aborts (its child processes are
 * ended), its place is given to the next at once, and the caller is told it timed out; a read
 * still waiting then is told the server is busy.
 */
@Injectable()
export class PublicFileReads {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** Runs `read` when a place is free, with a signal that aborts at the bound. */
  async run<T>(read: (signal: AbortSignal) => Promise<T>): Promise<T | PublicReadRefusal> {
    const { maxFileReads, maxFileReadsWaiting, fileReadMs } = this.config.simpleChat;
    const deadline = AbortSignal.timeout(fileReadMs);
    const timeout: PublicReadRefusal = { refused: 'timeout', seconds: Math.round(fileReadMs / 1000) };
    if (this.running >= maxFileReads) {
      if (this.waiting.length >= maxFileReadsWaiting) return { refused: 'busy' };
      const placed = await new Promise<boolean>((resolve) => {
        const wake = () => {
          deadline.removeEventListener('abort', leave);
          resolve(true);
        };
        const leave = () => {
          const at = this.waiting.indexOf(wake);
          if (at >= 0) this.waiting.splice(at, 1);
          resolve(false);
        };
        deadline.addEventListener('abort', leave, { once: true });
        this.waiting.push(wake);
      });
      if (!placed) return { refused: 'busy' };
    } else this.running++;
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    };
    // The place is given up at the bound, whatever the read still does while it stops.
    deadline.addEventListener('abort', release, { once: true });
    try {
      const outcome = await read(deadline);
      return deadline.aborted ? timeout : outcome;
    } finally {
      deadline.removeEventListener('abort', release);
      release();
    }
  }
}
