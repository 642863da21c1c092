import { Global, Module } from '@nestjs/common';
import { LiveGateway } from './live.gateway.js';
import { LivePublisher } from './live-publisher.js';
import { ObservedLivePublisher } from './observed-live-publisher.js';

@Global()
@Module({ providers: [LiveGateway, { provide: LivePublisher, useClass: ObservedLivePublisher }], exports: [LivePublisher] })
export class RealtimeModule {}
