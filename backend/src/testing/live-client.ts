import { io, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '@kb/contracts';

type Received = { event: string; payload: any };

/**
 * A real socket.io-client "tab" that records everything it receives, so a test can await the
 * event it expects instead of sleeping.
 */
export class LiveTab {
  readonly received: Received[] = [];
  private waiters: { match: (r: Received) => boolean; resolve: (r: Received) => void }[] = [];
  readonly socket: Socket<ServerToClientEvents, ClientToServerEvents>;

  constructor(url: string, cookie?: string, headers: Record<string, string> = {}) {
    this.socket = io(url, {
      transports: ['websocket'],
      extraHeaders: { ...(cookie ? { cookie } : {}), ...headers },
      reconnection: false,
      forceNew: true,
    });
    this.socket.onAny((event, payload) => {
      const r = { event, payload };
      this.received.push(r);
      this.waiters = this.waiters.filter((w) => (w.match(r) ? (w.resolve(r), false) : true));
    });
  }

  connected(): Promise<void> {
    if (this.socket.connected) return Promise.resolve();
    return new Promise((resolve, reject) => {
      this.socket.once('connect', () => resolve());
      this.socket.once('connect_error', (e) => reject(e));
    });
  }

  /** Resolves with the first matching event, already received or yet to come. */
  next(event: string, where: (payload: any) => boolean = () => true, timeoutMs = 10_000): Promise<any> {
    const match = (r: Received) => r.event === event && where(r.payload);
    const seen = this.received.find(match);
    if (seen) return Promise.resolve(seen.payload);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`no ${event} within ${timeoutMs} ms; got: ${this.received.map((r) => r.event).join(', ')}`)),
        timeoutMs,
      );
      this.waiters.push({ match, resolve: (r) => (clearTimeout(timer), resolve(r.payload)) });
    });
  }

  events(event: string): any[] {
    return this.received.filter((r) => r.event === event).map((r) => r.payload);
  }

  /** Resolves with the first pushed message (`messages:created`) matching, already received or yet to come. */
  async nextMessage(where: (message: any) => boolean, timeoutMs = 10_000): Promise<any> {
    const pushed: any[] = await this.next('messages:created', (messages: any[]) => messages.some(where), timeoutMs);
    return pushed.find(where);
  }

  /** Every message pushed so far (`messages:created`), in the order received. */
  messages(): any[] {
    return this.events('messages:created').flat();
  }

  close(): void {
    this.socket.close();
  }
}
