import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { EVENT_BUS, type EventBus } from '@presently/platform';
import { ProjectionService } from '../services/projection.service';

const GROUP = 'occasions';

/** Auth's events: who the user is (e-mail, time zone, premium override) and when they are gone. */
@Injectable()
export class UserConsumer implements OnModuleInit {
  constructor(
    @Inject(EVENT_BUS) private readonly bus: EventBus,
    private readonly projection: ProjectionService,
  ) {}

  onModuleInit(): void {
    this.bus.subscribe({ group: GROUP, type: 'user.registered', handle: (event) => this.projection.applyProfile(event) });
    this.bus.subscribe({ group: GROUP, type: 'user.updated', handle: (event) => this.projection.applyProfile(event) });
    this.bus.subscribe({ group: GROUP, type: 'user.deleted', handle: (event) => this.projection.removeUser(event) });
  }
}
