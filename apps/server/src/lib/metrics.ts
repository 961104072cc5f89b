import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

// What an operator graphs and alerts on (decision 031): requests and their latency by route pattern, the
// database pool, the caches' hit rates, the job queue, the password-hash queue and the process itself
// (event-loop lag, memory, CPU, GC). Read by GET /api/metrics (plugins/metrics) in Prometheus' text format.

/** A lookup's outcome in a cache: fresh, served stale while one refresh runs, or computed (or waited for). */
export type CacheResult = 'hit' | 'stale' | 'miss';

/** node-postgres' pool counts (PGlite has no pool: one in-process session). */
export type PoolUse = { total: number; idle: number; waiting: number; max: number };

/** The password hasher's threads, what runs on them and what waits for a turn (lib/passwords). */
export type HashLoad = { threads: number; running: number; waiting: number; queueLimit: number };

/** Jobs of one queue (lib/job-queue): waiting to be fetched (created or waiting for a retry), and running. */
export type QueueDepth = { queue: string; queued: number; active: number };

/** What the gauges read at each scrape: nothing is sampled between scrapes. */
export type MetricSources = {
  /** Absent on PGlite. */
  pool?: () => PoolUse;
  hashing: () => HashLoad;
  cacheEntries: () => Record<string, number>;
  /** Absent without a job queue (no TMDB key); read from the database, so it may fail while that is down. */
  jobQueues?: () => Promise<QueueDepth[]>;
  /** Absent without REDIS_URL: whether both connections to the shared Redis are up (lib/redis). */
  redisUp?: () => boolean;
};

/** A bound on distinct label sets per cache: cache kinds are code constants, a key read wrong must not explode. */
const MAX_CACHE_SERIES = 300;
/** The job-queue gauge waits this long for the database, then leaves its series out of the scrape. */
const QUEUE_READ_TIMEOUT_MS = 2_000;

/**
 * The process's own metrics (event-loop lag, heap, CPU, GC), collected once per process into a registry of
 * their own: several apps in one process (the test workers) would otherwise each start a GC observer and an
 * event-loop monitor that are never stopped, and collecting into prom-client's global registry twice throws.
 */
let processRegistry: Registry | undefined;
function processMetrics() {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

export class AppMetrics {
  /** This app's metrics, apart from any other app's in the process. */
  private readonly registry = new Registry();
  private readonly requests: Histogram<'method' | 'route' | 'status_class'>;
  private readonly cacheLookups: Counter<'cache' | 'kind' | 'result'>;
  private readonly cacheSeries = new Map<string, Counter.Internal>();
  /** Bounded by the routes: each has a pattern, and the unmatched ones share `unmatched`. */
  private readonly requestSeries = new Map<string, Histogram.Internal<'method' | 'route' | 'status_class'>>();

  constructor() {
    const registers = [this.registry];
    processMetrics();
    this.requests = new Histogram({
      name: 'mfi_http_request_duration_seconds',
      help: 'HTTP answers by route pattern (never the raw address), method and status class; _count is the number of requests',
      labelNames: ['method', 'route', 'status_class'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    });
    this.cacheLookups = new Counter({
      name: 'mfi_cache_lookups_total',
      help: 'Cache lookups by cache, kind (the key family: movie, profile, feed …) and result (hit, stale, miss)',
      labelNames: ['cache', 'kind', 'result'],
      registers,
    });
  }

  readonly contentType = Registry.PROMETHEUS_CONTENT_TYPE;

  /** One answered request; `route` is the route's pattern (`/api/movie/:slug`), or `unmatched`. */
  observeRequest(method: string, route: string, statusCode: number, seconds: number) {
    const status_class = `${Math.floor(statusCode / 100)}xx`;
    // A child per label set, made once: observe(labels, …) would hash the labels again on every request.
    const key = `${method} ${route} ${status_class}`;
    let series = this.requestSeries.get(key);
    if (!series) {
      series = this.requests.labels({ method, route, status_class });
      this.requestSeries.set(key, series);
    }
    series.observe(seconds);
  }

  /** A counter of one cache's lookups, for the cache's `onLookup`: a child per label set, made once. */
  cacheCounter(cache: string) {
    return (kind: string, result: CacheResult) => {
      const key = `${cache}\n${kind}\n${result}`;
      let series = this.cacheSeries.get(key);
      if (!series) {
        const overflow = this.cacheSeries.size >= MAX_CACHE_SERIES;
        series = this.cacheLookups.labels({ cache, kind: overflow ? 'other' : kind, result });
        if (!overflow) this.cacheSeries.set(key, series);
      }
      series.inc();
    };
  }

  /** The gauges, read from `sources` at each scrape. */
  watch(sources: MetricSources) {
    const registers = [this.registry];
    // Absent on PGlite: it is one session inside the process, whose queries run one at a time and whose
    // queue is not exposed; the event-loop lag and the latencies show its load instead.
    const pool = sources.pool;
    if (pool) {
      const poolGauge = (name: string, help: string, pick: (use: PoolUse) => number) =>
        new Gauge({
          name,
          help,
          registers,
          collect() {
            this.set(pick(pool()));
          },
        });
      poolGauge('mfi_db_pool_connections', 'PostgreSQL connections open in the pool', (u) => u.total);
      poolGauge('mfi_db_pool_idle_connections', 'PostgreSQL connections open and idle', (u) => u.idle);
      poolGauge('mfi_db_pool_waiting_clients', 'Queries waiting for a free connection', (u) => u.waiting);
      poolGauge('mfi_db_pool_max_connections', 'The pool size (DATABASE_POOL_MAX)', (u) => u.max);
    }

    const hashGauge = (name: string, help: string, pick: (load: HashLoad) => number) =>
      new Gauge({
        name,
        help,
        registers,
        collect() {
          this.set(pick(sources.hashing()));
        },
      });
    hashGauge('mfi_password_hash_threads', 'Password-hash threads (PASSWORD_HASH_CONCURRENCY)', (l) => l.threads);
    hashGauge('mfi_password_hash_running', 'Password hashes running now', (l) => l.running);
    hashGauge('mfi_password_hash_waiting', 'Password hashes waiting for a thread', (l) => l.waiting);
    hashGauge('mfi_password_hash_queue_limit', 'Waiting hashes past which calls answer 503', (l) => l.queueLimit);

    new Gauge({
      name: 'mfi_cache_entries',
      help: 'Entries held by each in-process cache',
      labelNames: ['cache'],
      registers,
      collect() {
        for (const [cache, entries] of Object.entries(sources.cacheEntries())) this.set({ cache }, entries);
      },
    });

    const redisUp = sources.redisUp;
    if (redisUp) {
      new Gauge({
        name: 'mfi_redis_up',
        help: 'Whether the shared Redis is reachable (1) or not (0: limits count in memory, tokens are read from the database)',
        registers,
        collect() {
          this.set(redisUp() ? 1 : 0);
        },
      });
    }

    const jobQueues = sources.jobQueues;
    if (jobQueues) {
      new Gauge({
        name: 'mfi_job_queue_jobs',
        help: 'Background jobs by queue and state (queued: waiting to run or to be retried; active: running)',
        labelNames: ['queue', 'state'],
        registers,
        async collect() {
          this.reset();
          // The database down must not take the other metrics with it: the queue's series are left out.
          const depths = await withTimeout(jobQueues(), QUEUE_READ_TIMEOUT_MS).catch(() => []);
          for (const d of depths) {
            this.set({ queue: d.queue, state: 'queued' }, d.queued);
            this.set({ queue: d.queue, state: 'active' }, d.active);
          }
        },
      });
    }
  }

  /** The scrape: the process's metrics, then this app's. */
  async text() {
    const [own, app] = await Promise.all([processMetrics().metrics(), this.registry.metrics()]);
    return `${own}\n${app}`;
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
