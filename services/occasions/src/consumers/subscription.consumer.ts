import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { EVENT_BUS, type EventBus } from '@presently/platform';
import { ProjectionService } from '../services/projection.service';

const GROUP = 'occasions';

/** Billing's events: the plan and status that decide whether the user may hold more than three occasions. */
@Injectable()
export class SubscriptionConsumer implements OnModuleInit {
  constructor(
    @Inject(EVENT_BUS) private readonly bus: EventBus,
    private readonly projection: ProjectionService,
  ) {}

  onModuleInit(): void {
    this.bus.subscribe({ group: GROUP, type: 'subscription.activated', handle: (event) => this.projection.applyPlan(event) });
    this.bus.subscribe({ group: GROUP, type: 'subscription.updated', handle: (event) => this.projection.applyPlan(event) });
    this.bus.subscribe({ group: GROUP, type: 'subscription.ended', handle: (event) => this.projection.applyPlan(event) });
  }
}
