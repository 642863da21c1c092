import { Global, Module } from '@nestjs/common';
import { LiveGateway } from './live.gateway.js';
import { LivePublisher } from './live-publisher.js';

@Global()
@Module({ providers: [LiveGateway, LivePublisher], exports: [LivePublisher] })
export class RealtimeModule {}
