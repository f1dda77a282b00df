import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { EVENT_BUS, type EventBus } from '@presently/platform';
import type { Envelope } from '@presently/proto';
import { ProjectionService } from '../services/projection.service';

/** Auth's events: who the user is (e-mail, time zone, premium override) and when they are gone. */
@Injectable()
export class UserConsumer implements OnModuleInit {
  constructor(
    @Inject(EVENT_BUS) private readonly bus: EventBus,
    private readonly projection: ProjectionService,
  ) {}

  onModuleInit(): void {
    const profile = (envelope: Envelope) => this.projection.applyProfile(envelope as Envelope<'user.registered' | 'user.updated'>);
    this.bus.subscribe({ group: 'occasions', type: 'user.registered', handle: profile });
    this.bus.subscribe({ group: 'occasions', type: 'user.updated', handle: profile });
    this.bus.subscribe({ group: 'occasions', type: 'user.deleted', handle: (envelope) => this.projection.removeUser(envelope as Envelope<'user.deleted'>) });
  }
}
