import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../core/tokens.js';

/**
 * The public chat's own cap on attached files read at once in this process, whoever sends them
 * (each requester may also have only `maxInFlight` questions open, see admission.ts). Past the cap
 * a few wait; past those the request is refused at once (429 `simple_chat_busy`) rather than
 * queued behind minutes of OCR. Their reads run at low priority too (extract-file.ts), so the
 * reading pool keeps a share for signed-in users' knowledge files whatever this cap is.
 */
@Injectable()
export class PublicFileReads {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** Runs `read` when a place is free; null when too many reads already wait. */
  async run<T>(read: () => Promise<T>): Promise<T | null> {
    const { maxFileReads, maxFileReadsWaiting } = this.config.simpleChat;
    if (this.running >= maxFileReads) {
      if (this.waiting.length >= maxFileReadsWaiting) return null;
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else this.running++;
    try {
      return await read();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}
