import pino from 'pino';
import { loadConfig } from '../config/config';
import { createEventBus } from './create-event-bus';
import { InProcessEventBus } from './in-process-event-bus';
import { KafkaEventBus } from './kafka-event-bus';

const logger = pino({ level: 'silent' });

describe('createEventBus', () => {
  it('keeps events in the process unless KAFKA_BROKERS names a cluster', async () => {
    expect(await createEventBus(loadConfig({}), logger, ['gateway', 'auth', 'gifts', 'billing', 'occasions'])).toBeInstanceOf(InProcessEventBus);
  });

  it('uses Kafka, named after the targets the process hosts unless KAFKA_CLIENT_ID says otherwise, with the fetch wait configured and a 10 s group', async () => {
    const bus = await createEventBus(loadConfig({ KAFKA_BROKERS: 'kafka-0:9092,kafka-1:9092' }), logger, ['gifts']);
    expect(bus).toBeInstanceOf(KafkaEventBus);
    expect((bus as KafkaEventBus).options).toEqual({ brokers: ['kafka-0:9092', 'kafka-1:9092'], clientId: 'presently-gifts', groupPrefix: 'presently', consumer: { maxWaitTimeInMs: 500, sessionTimeout: 10_000, rebalanceTimeout: 10_000, heartbeatInterval: 1000 } });
    await bus.close();

    const named = await createEventBus(loadConfig({ KAFKA_BROKERS: 'kafka:9092', KAFKA_CLIENT_ID: 'gifts-7f9c', KAFKA_GROUP_PREFIX: 'staging', KAFKA_FETCH_WAIT_MS: '100' }), logger, ['gifts']);
    expect((named as KafkaEventBus).options).toMatchObject({ clientId: 'gifts-7f9c', groupPrefix: 'staging', consumer: { maxWaitTimeInMs: 100 } });
    await named.close();
  });
});
