import { Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { trace } from '@opentelemetry/api';
import { onScrape, openSockets, socketPushes } from '../observability/metrics.js';
import { tracer, tracingHandle } from '../observability/tracing.js';
import { LivePublisher } from './live-publisher.js';
import type { LiveArgs, LiveEvent } from './live.types.js';

type Audience = 'user' | 'admins' | 'auditors' | 'signed_in';

/**
 * Pushes of state nothing records, with no span of their own: a streamed answer's text (one push
 * per model token: the model call's span counts them) and the typing indicator around it. Counted
 * like every push.
 */
const UNTRACED_PUSHES = new Set<string>(['assistant:delta', 'assistant:typing'] satisfies LiveEvent[]);

/**
 * The publisher as the app uses it (realtime.module.ts provides it as `LivePublisher`): a count per
 * live push and a span per push (the ephemeral ones above: a count only), one span whatever the
 * room's size, with the number of this instance's sockets in the room as an attribute (a broadcast
 * is one emit, not one per socket). The open-socket gauge is read when scraped.
 */
@Injectable()
export class ObservedLivePublisher extends LivePublisher implements OnModuleInit, OnModuleDestroy {
  // The labelled children once, not a label lookup per push.
  private readonly pushes = {
    user: socketPushes.labels({ audience: 'user' }),
    admins: socketPushes.labels({ audience: 'admins' }),
    auditors: socketPushes.labels({ audience: 'auditors' }),
    signed_in: socketPushes.labels({ audience: 'signed_in' }),
  } satisfies Record<Audience, unknown>;
  private stopGauge: (() => void) | null = null;

  onModuleInit(): void {
    this.stopGauge = onScrape(() => {
      openSockets.set(this.server?.engine?.clientsCount ?? 0);
    });
  }

  onModuleDestroy(): void {
    this.stopGauge?.();
  }

  override toUser<E extends LiveEvent>(userId: string, event: E, ...args: LiveArgs<E>): void {
    this.observed(
      'user',
      event,
      () => this.roomSize(this.rooms.user(userId)),
      () => super.toUser(userId, event, ...args),
    );
  }

  override toAdmins<E extends LiveEvent>(event: E, ...args: LiveArgs<E>): void {
    this.observed(
      'admins',
      event,
      () => this.roomSize(this.rooms.admins),
      () => super.toAdmins(event, ...args),
    );
  }

  override toAuditors<E extends LiveEvent>(event: E, ...args: LiveArgs<E>): void {
    this.observed(
      'auditors',
      event,
      () => this.roomSize(this.rooms.auditors),
      () => super.toAuditors(event, ...args),
    );
  }

  override toNonAdmins<E extends LiveEvent>(event: E, ...args: LiveArgs<E>): void {
    // Every socket joins the signed-in room, admins' too.
    const recipients = () => Math.max(0, this.roomSize(this.rooms.signedIn) - this.roomSize(this.rooms.admins));
    this.observed('signed_in', event, recipients, () => super.toNonAdmins(event, ...args));
  }

  private observed(audience: Audience, event: LiveEvent, recipients: () => number, push: () => void): void {
    this.pushes[audience].inc();
    if (!tracingHandle() || !trace.getActiveSpan() || UNTRACED_PUSHES.has(event)) return push();
    const span = tracer().startSpan('socket push', {
      attributes: { 'kb.push.event': event, 'kb.push.audience': audience, 'kb.push.recipients': recipients() },
    });
    try {
      return push();
    } finally {
      span.end();
    }
  }

  private roomSize(room: string): number {
    return this.server?.sockets?.adapter?.rooms?.get(room)?.size ?? 0;
  }
}
