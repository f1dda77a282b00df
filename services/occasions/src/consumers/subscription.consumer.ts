import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { EVENT_BUS, type EventBus } from '@presently/platform';
import type { Envelope } from '@presently/proto';
import { ProjectionService } from '../services/projection.service';

type PlanEvent = Envelope<'subscription.activated' | 'subscription.updated' | 'subscription.ended'>;

/** Billing's events: the plan and status that decide whether the user may hold more than three occasions. */
@Injectable()
export class SubscriptionConsumer implements OnModuleInit {
  constructor(
    @Inject(EVENT_BUS) private readonly bus: EventBus,
    private readonly projection: ProjectionService,
  ) {}

  onModuleInit(): void {
    const plan = (envelope: Envelope) => this.projection.applyPlan(envelope as PlanEvent);
    for (const type of ['subscription.activated', 'subscription.updated', 'subscription.ended'] as const) {
      this.bus.subscribe({ group: 'occasions', type, handle: plan });
    }
  }
}
