import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { EVENT_BUS, type EventBus } from '@presently/platform';
import { ProjectionService } from '../services/projection.service';

const GROUP = 'gifts';

/** Auth's events: the premium override an operator grants, and the user's deletion. */
@Injectable()
export class UserConsumer implements OnModuleInit {
  constructor(
    @Inject(EVENT_BUS) private readonly bus: EventBus,
    private readonly projection: ProjectionService,
  ) {}

  onModuleInit(): void {
    this.bus.subscribe({ group: GROUP, type: 'user.updated', handle: (event) => this.projection.applyOverride(event) });
    this.bus.subscribe({ group: GROUP, type: 'user.deleted', handle: (event) => this.projection.removeUser(event) });
  }
}
