import type { ImportKind } from '@mfi/contract/code-add.schemas';
import type { AppContext } from '../../context';
import type { Job, JobQueue } from '../../lib/job-queue';
import { activeMember } from '../accounts/sessions.service';
import { can } from '../../policies/code-add.policy';
import * as q from './code-add.queries';
import { importCode } from './tmdb-import.service';
import { TmdbClient, TmdbError, type TmdbSettings } from './tmdb.client';

// The importer (issue 25 part 5; decision 026): each queued code is a pg-boss job, so every server instance on
// one database shares the work; the code's row in catalogue_imports is its state, claimed by one worker at a
// time. A TMDB error worth another try (429, 5xx, a timeout) sends the row back to waiting and fails the
// attempt, which pg-boss retries with a growing delay; a code TMDB does not know fails at once.

export const IMPORT_QUEUE = 'catalogue-import';
/** Four retries, 5 s, 10 s, 20 s and 40 s after the failures; an attempt lost with its server is retried after 15 minutes. */
const JOB_OPTIONS = { retryLimit: 4, retryDelaySeconds: 5, expireInSeconds: 15 * 60 };
/** Codes imported at once by one server: each mostly waits for TMDB and resizes a few images. */
const CONCURRENCY = 4;

type ImportJob = { importId: number };
type Log = { error(obj: object, msg: string): void };

export class Importer {
  private constructor(private readonly jobs: JobQueue) {}

  /**
   * Starts the workers, and sends a job for every code still waiting: codes queued while the site had no key,
   * or whose job was lost, are imported now.
   */
  static async start(ctx: AppContext, jobs: JobQueue, settings: TmdbSettings, log: Log) {
    const tmdb = new TmdbClient(settings);
    await jobs.define(IMPORT_QUEUE, JOB_OPTIONS);
    await jobs.work<ImportJob>(IMPORT_QUEUE, CONCURRENCY, (job) => runImport(ctx, tmdb, job, log));
    const importer = new Importer(jobs);
    await importer.queued(await q.queuedImportIds(ctx.db));
    return importer;
  }

  /** Sends the jobs of newly queued rows (one waiting job per row). */
  async queued(importIds: number[]) {
    for (const importId of importIds) await this.jobs.send<ImportJob>(IMPORT_QUEUE, { importId }, `import-${importId}`);
  }
}

async function runImport(ctx: AppContext, tmdb: TmdbClient, job: Job<ImportJob>, log: Log) {
  const row = await q.claimImport(ctx.db, job.data.importId);
  if (!row) return; // done, failed, or under way in another worker
  // The draft is the requester's, as if they had typed it: gone or no longer a main contributor, it waits no
  // more. A member's import asks without the role (decision 037): the draft still waits for an editor.
  const user = row.requestedBy === null ? null : await activeMember(ctx.db, row.requestedBy);
  if (!user || !(row.forMember || can(user, 'queue'))) return q.failImport(ctx.db, row.id, 'requester_gone');
  try {
    const itemId = await importCode(ctx, tmdb, user, row.kind as ImportKind, row.code);
    await q.finishImport(ctx.db, row.id, itemId);
  } catch (error) {
    const known = error instanceof TmdbError ? error : undefined;
    if (!known) log.error({ err: error, importId: row.id }, 'import failed');
    const reason = known?.reason ?? 'internal';
    const retry = (known ? known.retry : true) && job.retryCount < job.retryLimit;
    if (!retry) return q.failImport(ctx.db, row.id, reason);
    await q.awaitRetry(ctx.db, row.id, reason);
    throw error; // pg-boss retries the attempt after its delay
  }
}
