import { ClientKafka, type KafkaContext, ServerKafka } from '@nestjs/microservices';
import { deadLetterTopicOf, type Envelope, eventIdOf, type EventType, parseEnvelope, topicOf } from '@presently/proto';
import { type Admin, type Consumer, type Kafka, type KafkaConfig, logLevel, type LogEntry, Partitioners } from 'kafkajs';
import type { Logger } from 'pino';
import { lastValueFrom } from 'rxjs';
import { deliverWithRetries, type EventBus, type EventHandler, handlerOf, type Subscription } from './event-bus';
import type { ConsumerLag, ConsumerLagSource } from '../metrics/metrics';
import { within } from '../runtime/deadline';

export interface KafkaEventBusOptions {
  brokers: string[];
  clientId: string;
  /** Prefixed to each subscription's group: `<prefix>.<group>` is the Kafka consumer group. */
  groupPrefix: string;
  /** First wait before a failed handler is tried again; it doubles on each try. */
  retryDelayMs?: number;
  /** How long a readiness ping may take before the broker counts as gone. */
  pingTimeoutMs?: number;
  /** kafkajs connection and retry settings (tests shorten them). */
  client?: Pick<KafkaConfig, 'connectionTimeout' | 'requestTimeout' | 'retry'>;
  /** kafkajs group settings; the mock cluster of the tests needs short ones to join in seconds. */
  consumer?: { sessionTimeout?: number; rebalanceTimeout?: number; heartbeatInterval?: number; maxWaitTimeInMs?: number };
}

/** One consuming service: a Nest Kafka server whose consumer group shares the topics' partitions among replicas. */
interface Group {
  name: string;
  handlers: Map<EventType, EventHandler[]>;
  server?: ServerKafka;
  assignment: Record<string, number[]>;
  retry?: NodeJS.Timeout;
  /** Whether its consumer is in the group now (joined, not crashed or stopped since): what /readyz reports. */
  joined: boolean;
  /** Subscribed after start(): joins once the subscriptions made in the same turn are in. */
  joinPending?: boolean;
}

/** How long a group whose consumer could not start waits before trying again. */
const RESTART_DELAY_MS = 2000;
/** How long closing waits for a consumer to leave its group before the process goes on without it. */
const CLOSE_DEADLINE_MS = 10_000;

const HEADER = { error: 'presently-error', group: 'presently-group', attempts: 'presently-attempts' };

const pinoLevel: Record<number, 'error' | 'warn' | 'info' | 'debug'> = {
  [logLevel.ERROR]: 'warn',
  [logLevel.WARN]: 'warn',
  [logLevel.INFO]: 'debug',
  [logLevel.DEBUG]: 'debug',
};

/**
 * A Nest Kafka server that lets the bus watch its consumer from the start: kafkajs joins the group inside
 * `listen()`, so listeners added afterwards would miss the first assignment.
 */
class ConsumerGroupServer extends ServerKafka {
  constructor(
    options: ConstructorParameters<typeof ServerKafka>[0],
    private readonly watch: (consumer: Consumer) => void,
  ) {
    super(options);
  }

  protected override registerConsumerEventListeners(): void {
    super.registerConsumerEventListeners();
    if (this.consumer) this.watch(this.consumer as unknown as Consumer);
  }
}

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The distributed bus (DESIGN §4), on @nestjs/microservices' Kafka transport: a producer-only `ClientKafka` emits
 * each envelope to its type's topic keyed by user id, and each consuming group is a `ServerKafka` whose handlers are
 * registered with `addHandler`, as Nest does for `@EventPattern` methods. A handler that keeps failing is retried
 * with backoff, then its event goes to `<topic>.dlq` and the partition moves on.
 */
export class KafkaEventBus implements EventBus, ConsumerLagSource {
  private readonly producer: ClientKafka;
  private readonly groups = new Map<string, Group>();
  private admin?: Promise<Admin>;
  private started = false;
  private closed = false;

  constructor(
    readonly options: KafkaEventBusOptions,
    private readonly logger: Logger,
  ) {
    this.producer = new ClientKafka({
      client: this.clientConfig(),
      producer: { allowAutoTopicCreation: true, createPartitioner: Partitioners.DefaultPartitioner },
      producerOnlyMode: true,
    });
  }

  /**
   * A running group's topics are fixed when it joins, so its handlers come before start(); a group of its own may
   * join later (an observer, such as a test watching the events go by).
   */
  subscribe<T extends EventType>(subscription: Subscription<T>): void {
    const existing = this.groups.get(subscription.group);
    if (this.started && existing && !existing.joinPending) {
      throw new Error(`Subscribe ${subscription.group} to ${subscription.type} before the event bus starts`);
    }
    const group: Group = existing ?? { name: subscription.group, handlers: new Map(), assignment: {}, joined: false };
    this.groups.set(subscription.group, group);
    group.handlers.set(subscription.type, [...(group.handlers.get(subscription.type) ?? []), handlerOf(subscription)]);
    if (this.started && !existing) {
      group.joinPending = true;
      queueMicrotask(() => {
        group.joinPending = false;
        void this.listen(group);
      });
    }
  }

  async publish(envelope: Envelope): Promise<void> {
    const valid = parseEnvelope(envelope);
    await this.emit(topicOf(valid.type), { key: valid.key, value: JSON.stringify(valid) });
  }

  /**
   * Starts the consumers and resolves at once: joining a group takes seconds, and much longer while the broker is
   * slow or away, and the process answers HTTP meanwhile. ping() (/readyz) says when every group has joined.
   */
  async start(): Promise<void> {
    this.started = true;
    void this.createTopics().then(() => Promise.all([...this.groups.values()].map((group) => this.listen(group))));
  }

  /** Resolves when a broker answers and every consumer of this process is in its group; /readyz calls it. */
  async ping(): Promise<void> {
    const waiting = [...this.groups.values()].filter((group) => !group.joined).map((group) => group.name);
    if (waiting.length > 0) throw new Error(`Kafka consumer group ${waiting.join(', ')} has not joined yet`);
    const timeoutMs = this.options.pingTimeoutMs ?? 3000;
    await within(this.withAdmin((admin) => admin.describeCluster()), timeoutMs, `Kafka did not answer within ${timeoutMs} ms`);
  }

  /** How far each group is behind each topic it consumes, for the consumer-lag gauge. */
  async consumerLag(): Promise<ConsumerLag[]> {
    return this.withAdmin(async (admin) => {
      const lags: ConsumerLag[] = [];
      for (const group of this.groups.values()) {
        const topics = [...group.handlers.keys()].map(topicOf);
        const committed = await admin.fetchOffsets({ groupId: this.groupId(group), topics });
        for (const { topic, partitions } of committed) {
          const ends = await admin.fetchTopicOffsets(topic);
          let lag = 0;
          for (const end of ends) {
            const offset = Number(partitions.find((partition) => partition.partition === end.partition)?.offset ?? -1);
            lag += Number(end.high) - (offset >= 0 ? offset : Number(end.low));
          }
          lags.push({ group: group.name, topic, lag });
        }
      }
      return lags;
    });
  }

  /** The partitions of each topic this process holds for a group, as of its last join. */
  assignments(group: string): Record<string, number[]> {
    return this.groups.get(group)?.assignment ?? {};
  }

  async close(): Promise<void> {
    this.closed = true;
    await Promise.all(
      [...this.groups.values()].map((group) => {
        clearTimeout(group.retry);
        // A consumer caught in a rebalance may never finish leaving; the broker drops it after the session timeout.
        return group.server && within(group.server.close(), CLOSE_DEADLINE_MS, `Kafka consumer group ${group.name} did not leave`).catch(() => undefined);
      }),
    );
    const admin = this.admin;
    this.admin = undefined;
    await admin?.then((connected) => connected.disconnect()).catch(() => undefined);
    await this.producer.close().catch(() => undefined);
  }

  private clientConfig(): KafkaConfig {
    return {
      clientId: this.options.clientId,
      brokers: this.options.brokers,
      ...this.options.client,
      logLevel: logLevel.INFO,
      logCreator: () => (entry: LogEntry) => {
        const { message, ...extra } = entry.log;
        this.logger[pinoLevel[entry.level] ?? 'debug']({ kafka: entry.namespace, ...extra }, message);
      },
    };
  }

  private groupId(group: Group): string {
    return `${this.options.groupPrefix}.${group.name}`;
  }

  private async emit(topic: string, message: { key: string; value: string; headers?: Record<string, string> }) {
    try {
      await this.producer.connect();
    } catch (error) {
      // ClientKafka keeps a failed first connection forever; start afresh so the next publish tries again.
      await this.producer.close().catch(() => undefined);
      throw error;
    }
    await lastValueFrom(this.producer.emit(topic, message));
  }

  private withAdmin<T>(use: (admin: Admin) => Promise<T>): Promise<T> {
    this.admin ??= this.producer.connect().then(async () => {
      const admin = this.producer.unwrap<Kafka>().admin({ retry: { retries: 0 } });
      await admin.connect();
      return admin;
    });
    const admin = this.admin;
    return admin.then(use).catch(async (error: unknown) => {
      // A broken connection is dropped, so the next call (the next readiness probe) connects again.
      if (this.admin === admin) this.admin = undefined;
      await admin.then((broken) => broken.disconnect()).catch(() => this.producer.close().catch(() => undefined));
      throw error;
    });
  }

  /** Real Kafka may refuse to create topics on first use; the test broker refuses the API and creates them itself. */
  private async createTopics(): Promise<void> {
    const types = new Set([...this.groups.values()].flatMap((group) => [...group.handlers.keys()]));
    if (types.size === 0) return;
    const topics = [...types].flatMap((type) => [topicOf(type), deadLetterTopicOf(type)]);
    try {
      await this.withAdmin((admin) => admin.createTopics({ topics: topics.map((topic) => ({ topic })) }));
    } catch (error) {
      this.logger.debug({ err: error, topics }, 'could not create Kafka topics; relying on automatic creation');
    }
  }

  private async listen(group: Group): Promise<void> {
    if (this.closed) return;
    const server = new ConsumerGroupServer(
      {
        client: this.clientConfig(),
        // The fetch wait is the configuration's (KAFKA_FETCH_WAIT_MS), not kafkajs' 5 s.
        consumer: { groupId: this.groupId(group), allowAutoTopicCreation: true, ...this.options.consumer },
        producer: { allowAutoTopicCreation: true, createPartitioner: Partitioners.DefaultPartitioner },
        // A group's first start reads what was published before it existed, e.g. users registered before occasions ran.
        subscribe: { fromBeginning: true },
        postfixId: '',
      },
      (consumer) => {
        consumer.on(consumer.events.GROUP_JOIN, (event) => {
          group.assignment = event.payload.memberAssignment;
          group.joined = true;
        });
        // A stopped consumer has left the group; a crashed one is out until it joins again.
        consumer.on(consumer.events.STOP, () => (group.joined = false));
        consumer.on(consumer.events.CRASH, (event) => {
          group.joined = false;
          // kafkajs restarts after retriable errors by itself; anything else would leave the group without a consumer.
          if (!event.payload.restart) void server.close().catch(() => undefined).then(() => this.relisten(group));
        });
      },
    );
    for (const [type, handlers] of group.handlers) {
      server.addHandler(topicOf(type), (value: unknown, context: KafkaContext) => this.receive(group, type, handlers, value, context), true);
    }
    group.server = server;
    try {
      await new Promise<void>((resolve, reject) => server.listen((error?: unknown) => (error ? reject(error) : resolve())));
    } catch (error) {
      this.logger.warn({ err: error, group: group.name }, 'Kafka consumer could not start; trying again');
      await server.close().catch(() => undefined);
      this.relisten(group);
    }
  }

  private relisten(group: Group): void {
    if (this.closed) return;
    group.retry = setTimeout(() => void this.listen(group), RESTART_DELAY_MS);
  }

  private async receive(group: Group, type: EventType, handlers: EventHandler[], value: unknown, context: KafkaContext) {
    let envelope: Envelope;
    try {
      envelope = parseEnvelope(value);
      if (envelope.type !== type) throw new Error(`a ${envelope.type} event on the ${topicOf(type)} topic`);
    } catch (error) {
      return this.deadLetter(group, type, value, context, error, 0);
    }
    for (const handle of handlers) await this.deliver(group, type, handle, envelope, context);
  }

  private async deliver(group: Group, type: EventType, handle: EventHandler, envelope: Envelope, context: KafkaContext) {
    // The heartbeat keeps the group from giving this partition to another replica while the handler is being retried.
    const failed = await deliverWithRetries(() => handle(envelope), this.options.retryDelayMs ?? 500, () => context.getHeartbeat()());
    if (failed) await this.deadLetter(group, type, envelope, context, failed.error, failed.attempts);
  }

  /** Sets a poison event aside; if even that fails, the message is not committed and comes back later. */
  private async deadLetter(group: Group, type: EventType, value: unknown, context: KafkaContext, error: unknown, attempts: number) {
    const message = context.getMessage();
    this.logger.error({ eventId: eventIdOf(value), type, group: group.name, attempts, err: error }, 'event dead-lettered');
    await this.emit(deadLetterTopicOf(type), {
      key: message.key?.toString() ?? '',
      value: typeof value === 'string' ? value : JSON.stringify(value),
      headers: { [HEADER.error]: errorMessage(error), [HEADER.group]: group.name, [HEADER.attempts]: String(attempts) },
    });
  }
}
