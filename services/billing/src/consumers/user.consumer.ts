import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { EVENT_BUS, type EventBus } from '@presently/platform';
import { CustomerService } from '../services/customer.service';

const GROUP = 'billing';

/** Auth's facts about users: their e-mail and premium override, and their deletion. */
@Injectable()
export class UserConsumer implements OnModuleInit {
  constructor(
    @Inject(EVENT_BUS) private readonly bus: EventBus,
    private readonly customers: CustomerService,
  ) {}

  onModuleInit(): void {
    this.bus.subscribe({ group: GROUP, type: 'user.registered', handle: (event) => this.customers.userRegistered(event) });
    this.bus.subscribe({ group: GROUP, type: 'user.updated', handle: (event) => this.customers.userUpdated(event) });
    this.bus.subscribe({ group: GROUP, type: 'user.deleted', handle: (event) => this.customers.userDeleted(event) });
  }
}
