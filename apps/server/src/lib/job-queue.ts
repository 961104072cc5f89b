import PgBoss from 'pg-boss';
import type { Database } from '../db/client';

/**
 * Background jobs in the database (decision 026): pg-boss 10 on the app's own connections, through
 * `Database.runSql`, so it runs on PGlite as on PostgreSQL, and several server instances on one PostgreSQL
 * share the queue (a job is fetched by one of them, `FOR UPDATE SKIP LOCKED`). pg-boss keeps its tables in
 * its own `pgboss` schema, created and migrated by `start`.
 */

export type JobOptions = {
  /** Retries after the first attempt; each waits `retryDelaySeconds`, doubled each time. */
  retryLimit: number;
  retryDelaySeconds: number;
  /** An attempt still running after this long is taken as lost (its server died) and retried. */
  expireInSeconds: number;
};

/** A job as its handler gets it: which attempt this is, of how many. */
export type Job<T> = { id: string; data: T; retryCount: number; retryLimit: number };

type Log = { error(obj: object, msg: string): void };

/** How often an idle worker looks for a job; a send from this process wakes its workers at once. */
const POLL_SECONDS = 1;

export class JobQueue {
  private readonly workers = new Map<string, string[]>();
  /** The queues this process defined: the ones whose depth it reports. */
  private readonly queues = new Set<string>();

  private constructor(private readonly boss: PgBoss) {}

  static async start(database: Database, log: Log): Promise<JobQueue> {
    const boss = new PgBoss({
      db: { executeSql: (text, values) => database.runSql(text, values) },
      schedule: false, // no cron jobs: nothing here runs on a clock
    });
    boss.on('error', (error) => log.error({ err: error }, 'job queue'));
    await boss.start();
    return new JobQueue(boss);
  }

  /**
   * Creates the queue once (a second instance's call changes nothing) with its retry rule. Its policy is
   * pg-boss's `short`: one waiting job per key.
   */
  async define(name: string, options: JobOptions) {
    this.queues.add(name);
    const create = () =>
      this.boss.createQueue(name, {
        name,
        policy: 'short',
        retryLimit: options.retryLimit,
        retryDelay: options.retryDelaySeconds,
        retryBackoff: true,
        expireInSeconds: options.expireInSeconds,
      });
    // Two instances creating one queue at once deadlock in PostgreSQL (seen in the two-instance suite); the
    // start-up lock keeps them apart at boot (main.ts), and a queue first started later (AppJobs) tries again.
    for (let attempt = 1; ; attempt++) {
      try {
        return await create();
      } catch (error) {
        if ((error as { code?: string }).code !== '40P01' || attempt === 3) throw error;
      }
    }
  }

  /**
   * Queues one job; `key` keeps one job per key waiting (a second send while the first waits is dropped).
   * This process's workers of the queue look at once instead of at their next poll.
   */
  async send<T extends object>(name: string, data: T, key?: string) {
    await this.boss.send(name, data, key ? { singletonKey: key } : {});
    for (const id of this.workers.get(name) ?? []) this.boss.notifyWorker(id);
  }

  /**
   * Runs `handle` on the queue's jobs, `concurrency` at a time in this process. A handler that throws fails
   * the attempt: pg-boss retries it after its delay until the retries are spent.
   */
  async work<T>(name: string, concurrency: number, handle: (job: Job<T>) => Promise<void>) {
    const ids: string[] = [];
    for (let i = 0; i < concurrency; i++) {
      ids.push(
        await this.boss.work<T>(
          name,
          { batchSize: 1, includeMetadata: true, pollingIntervalSeconds: POLL_SECONDS },
          async ([job]) =>
            handle({ id: job.id, data: job.data, retryCount: job.retryCount, retryLimit: job.retryLimit }),
        ),
      );
    }
    this.workers.set(name, [...(this.workers.get(name) ?? []), ...ids]);
  }

  /**
   * Each defined queue's jobs waiting (created, or failed and waiting for their retry) and running, through
   * pg-boss's own count (two indexed counts a queue; read at each metrics scrape).
   */
  async depths(): Promise<{ queue: string; queued: number; active: number }[]> {
    return Promise.all(
      [...this.queues].map(async (queue) => {
        const [queued, notDone] = await Promise.all([
          this.boss.getQueueSize(queue, { before: 'active' }),
          this.boss.getQueueSize(queue, { before: 'completed' }),
        ]);
        return { queue, queued, active: notDone - queued };
      }),
    );
  }

  /** Stops fetching, waits for the jobs under way (at most `timeoutMs`), and stops the maintenance timers. */
  async stop(timeoutMs = 10_000) {
    await this.boss.stop({ graceful: true, wait: true, close: false, timeout: timeoutMs });
  }
}

/**
 * The app's one job queue, started when something first needs it: the TMDB importer at start-up when the site
 * has a key, a member's import (decision 037) at its first confirm or at start-up when one is unfinished. An
 * app that never runs a job (most test apps) never starts pg-boss or its maintenance.
 */
export class AppJobs {
  private queue: Promise<JobQueue> | undefined;
  private readonly starters: ((jobs: JobQueue) => Promise<void>)[] = [];

  constructor(
    private readonly database: Database,
    private readonly log: Log,
  ) {}

  /** The queue, started on the first call, with every worker `onStart` registered. */
  get(): Promise<JobQueue> {
    this.queue ??= (async () => {
      const jobs = await JobQueue.start(this.database, this.log);
      for (const start of this.starters) await start(jobs);
      return jobs;
    })();
    return this.queue;
  }

  /** Defines a queue and its workers when the queue starts (at once if it has). */
  async onStart(start: (jobs: JobQueue) => Promise<void>) {
    this.starters.push(start);
    if (this.queue) await start(await this.queue);
  }

  async depths() {
    return this.queue ? (await this.queue).depths() : [];
  }

  async stop() {
    if (this.queue) await (await this.queue).stop();
  }
}
