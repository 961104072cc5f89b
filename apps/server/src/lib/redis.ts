import { randomUUID } from 'node:crypto';
import { Redis, type RedisOptions } from 'ioredis';

// The state several instances share when REDIS_URL is set (docs/decisions/032-shared-state-in-redis.md): the
// rate limits, the tokens' users, the known login clients and the catalogue cache's invalidations. Redis is
// never needed to answer: every user of it has a way without it (limits count in memory, tokens are read
// from the database), so a command must fail at once while Redis is away rather than wait in a queue.

export type RedisSettings = { url: string; keyPrefix: string };

type Log = { info(msg: string): void; warn(obj: object, msg: string): void };

/** A first connection that takes longer lets the app start without Redis (it keeps trying behind). */
const CONNECT_TIMEOUT_MS = 2_000;
/** A hung Redis (not a closed one: that fails at once) costs a request at most this long. */
const COMMAND_TIMEOUT_MS = 1_000;

const options: RedisOptions = {
  connectTimeout: CONNECT_TIMEOUT_MS,
  // No offline queue and no retries: while disconnected a command is refused at once.
  enableOfflineQueue: false,
  maxRetriesPerRequest: 0,
  autoResendUnfulfilledCommands: false,
  // Reconnect tries 100 ms apart, growing to one a second: the instances share again within a second of Redis.
  retryStrategy: (times) => Math.min(times * 100, 1_000),
};

/** Resolves when `client` is ready, or after `ms` (it goes on connecting). */
function readyWithin(client: Redis, ms: number) {
  if (client.status === 'ready') return Promise.resolve();
  return new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      client.off('ready', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    client.once('ready', done);
  });
}

/**
 * The app's two connections: `commands` for every read and write, and `subscriber`, since a connection that
 * subscribes to a channel can send nothing else. Keys and channels start with the prefix (REDIS_KEY_PREFIX),
 * so several sites, or tests, share one Redis database apart.
 */
export class SharedRedis {
  readonly commands: Redis;
  readonly subscriber: Redis;
  /** This app among the instances: its own broadcasts come back to it, and are ignored by this id. */
  readonly instanceId = randomUUID();
  readonly prefix: string;

  private constructor(settings: RedisSettings, log: Log) {
    this.prefix = settings.keyPrefix;
    this.commands = new Redis(settings.url, { ...options, commandTimeout: COMMAND_TIMEOUT_MS });
    // The subscription is made on each connection by its user (lib/cache-broadcast), who learns of the gap.
    this.subscriber = new Redis(settings.url, { ...options, autoResubscribe: false });
    // One line when Redis goes and one when it is back, not one per reconnect try.
    let up = false;
    this.commands.on('ready', () => {
      up = true;
      log.info('Redis connected');
    });
    this.commands.on('error', (error: Error) => {
      if (up) log.warn({ err: error }, 'Redis unreachable: limits count in memory, tokens are read from the database');
      up = false;
    });
    this.subscriber.on('error', () => undefined);
  }

  /** Connects both clients, waiting for them at most the connect timeout: a site starts without Redis. */
  static async connect(settings: RedisSettings, log: Log) {
    const redis = new SharedRedis(settings, log);
    await Promise.all([
      readyWithin(redis.commands, CONNECT_TIMEOUT_MS),
      readyWithin(redis.subscriber, CONNECT_TIMEOUT_MS),
    ]);
    return redis;
  }

  /** A key (or channel) of this site: the prefix, then the parts joined by colons. */
  key(...parts: (string | number)[]) {
    return this.prefix + parts.join(':');
  }

  /** Both connections are up (the metrics' gauge). */
  get connected() {
    return this.commands.status === 'ready' && this.subscriber.status === 'ready';
  }

  /** Whether Redis answers now (the health check): within the command timeout, and both connections up. */
  async ping(): Promise<boolean> {
    const pong = await this.commands.ping().catch(() => undefined);
    return pong === 'PONG' && this.subscriber.status === 'ready';
  }

  /** At the app's close: what was sent is finished, then both connections end. */
  async close() {
    await Promise.all(
      [this.commands, this.subscriber].map((client) =>
        client.status === 'ready' ? client.quit().catch(() => client.disconnect()) : client.disconnect(),
      ),
    );
  }
}
