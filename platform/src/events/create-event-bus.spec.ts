import pino from 'pino';
import { loadConfig } from '../config/config';
import { createEventBus } from './create-event-bus';
import { InProcessEventBus } from './in-process-event-bus';
import { KafkaEventBus } from './kafka-event-bus';

const logger = pino({ level: 'silent' });

describe('createEventBus', () => {
  it('keeps events in the process unless KAFKA_BROKERS names a cluster', () => {
    expect(createEventBus(loadConfig({}), logger, ['gateway', 'auth', 'gifts', 'billing', 'occasions'])).toBeInstanceOf(InProcessEventBus);
  });

  it('uses Kafka, named after the targets the process hosts unless KAFKA_CLIENT_ID says otherwise', async () => {
    const bus = createEventBus(loadConfig({ KAFKA_BROKERS: 'kafka-0:9092,kafka-1:9092' }), logger, ['gifts']);
    expect(bus).toBeInstanceOf(KafkaEventBus);
    expect((bus as KafkaEventBus).options).toEqual({ brokers: ['kafka-0:9092', 'kafka-1:9092'], clientId: 'presently-gifts', groupPrefix: 'presently' });
    await bus.close();

    const named = createEventBus(loadConfig({ KAFKA_BROKERS: 'kafka:9092', KAFKA_CLIENT_ID: 'gifts-7f9c', KAFKA_GROUP_PREFIX: 'staging' }), logger, ['gifts']);
    expect((named as KafkaEventBus).options).toMatchObject({ clientId: 'gifts-7f9c', groupPrefix: 'staging' });
    await named.close();
  });
});
