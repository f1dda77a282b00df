import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { EVENT_BUS, type EventBus } from '@presently/platform';
import { parseEnvelope, type Envelope } from '@presently/proto';
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
    this.bus.subscribe({ group: GROUP, type: 'user.registered', handle: (raw) => this.customers.userRegistered(parseEnvelope(raw) as Envelope<'user.registered'>) });
    this.bus.subscribe({ group: GROUP, type: 'user.updated', handle: (raw) => this.customers.userUpdated(parseEnvelope(raw) as Envelope<'user.updated'>) });
    this.bus.subscribe({ group: GROUP, type: 'user.deleted', handle: (raw) => this.customers.userDeleted(parseEnvelope(raw) as Envelope<'user.deleted'>) });
  }
}
