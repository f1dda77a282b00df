import type { Config } from '../config/config';
import type { Logger } from '../logging/logger';
import type { EventBus } from './event-bus';
import { InProcessEventBus } from './in-process-event-bus';

/**
 * Kafka when KAFKA_BROKERS names a cluster (the distributed mode), else the all-in-one process's own bus. The Kafka
 * client and Nest's microservices are loaded only then: they are a sixth of the all-in-one start-up's module loading.
 */
export async function createEventBus(
  config: Pick<Config, 'KAFKA_BROKERS' | 'KAFKA_CLIENT_ID' | 'KAFKA_GROUP_PREFIX' | 'KAFKA_FETCH_WAIT_MS'>,
  logger: Logger,
  hostedTargets: string[],
): Promise<EventBus> {
  if (!config.KAFKA_BROKERS) return new InProcessEventBus(logger);
  const { KafkaEventBus } = await import('./kafka-event-bus');
  return new KafkaEventBus(
    {
      brokers: config.KAFKA_BROKERS.split(','),
      clientId: config.KAFKA_CLIENT_ID ?? `presently-${hostedTargets.join('-')}`,
      groupPrefix: config.KAFKA_GROUP_PREFIX,
      // kafkajs waits 30 s for a silent member and 60 s for a rebalance; Presently's handlers are short, so a crashed
      // replica's partitions move on after 10 s, and a replica joining never waits longer for one that does not rejoin.
      consumer: { maxWaitTimeInMs: config.KAFKA_FETCH_WAIT_MS, sessionTimeout: 10_000, rebalanceTimeout: 10_000, heartbeatInterval: 1000 },
    },
    logger,
  );
}
