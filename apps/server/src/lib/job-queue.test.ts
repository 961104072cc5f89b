import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { freshTestDatabase } from '../test/database';
import { JobQueue } from './job-queue';
import { AppMetrics } from './metrics';

// Issue 28 part 5: the metrics show each queue's jobs, waiting and running, as pg-boss counts them.

const QUEUE = 'depth-probe';
const silent = { error: () => undefined };

let database: Database;
let jobs: JobQueue;
beforeAll(async () => {
  database = await freshTestDatabase();
  jobs = await JobQueue.start(database, silent);
  await jobs.define(QUEUE, { retryLimit: 0, retryDelaySeconds: 1, expireInSeconds: 60 });
}, 120_000);
afterAll(async () => {
  await jobs.stop(1_000);
  await database.close();
});

describe('the depth of a queue', () => {
  it('counts the queued jobs, then the one a worker runs, and shows them in the metrics', async () => {
    expect(await jobs.depths()).toEqual([{ queue: QUEUE, queued: 0, active: 0 }]);
    for (const n of [1, 2, 3]) await jobs.send(QUEUE, { n }, `job-${n}`);
    expect(await jobs.depths()).toEqual([{ queue: QUEUE, queued: 3, active: 0 }]);

    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    await jobs.work(QUEUE, 1, async () => {
      started();
      await held;
    });
    await running;
    expect(await jobs.depths()).toEqual([{ queue: QUEUE, queued: 2, active: 1 }]);

    const metrics = new AppMetrics();
    metrics.watch({
      hashing: () => ({ threads: 1, running: 0, waiting: 0, queueLimit: 8 }),
      cacheEntries: () => ({}),
      jobQueues: () => jobs.depths(),
    });
    const text = await metrics.text();
    expect(text).toContain(`mfi_job_queue_jobs{queue="${QUEUE}",state="queued"} 2`);
    expect(text).toContain(`mfi_job_queue_jobs{queue="${QUEUE}",state="active"} 1`);
    release();
  });
});
