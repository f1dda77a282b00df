import type { Config } from '../config/config';
import type { Logger } from '../logging/logger';
import type { EventBus } from './event-bus';
import { InProcessEventBus } from './in-process-event-bus';
import { KafkaEventBus } from './kafka-event-bus';

/** Kafka when KAFKA_BROKERS names a cluster (the distributed mode), else the all-in-one process's own bus. */
export function createEventBus(
  config: Pick<Config, 'KAFKA_BROKERS' | 'KAFKA_CLIENT_ID' | 'KAFKA_GROUP_PREFIX'>,
  logger: Logger,
  hostedTargets: string[],
): EventBus {
  if (!config.KAFKA_BROKERS) return new InProcessEventBus(logger);
  return new KafkaEventBus(
    {
      brokers: config.KAFKA_BROKERS.split(','),
      clientId: config.KAFKA_CLIENT_ID ?? `presently-${hostedTargets.join('-')}`,
      groupPrefix: config.KAFKA_GROUP_PREFIX,
    },
    logger,
  );
}
