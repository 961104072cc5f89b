import type {
  ImportConfirmBody,
  ImportPreview,
  ImportSource,
  ImportState,
  ImportStateAnswer,
} from '@mfi/contract/user-import.schemas';
import type { AuthUser } from '../../auth/auth-user';
import type { AppContext, ServiceDeps } from '../../context';
import { fieldError, notFound } from '../../lib/errors';
import { queueCodesForMember } from '../code-add/code-add.service';
import { ImportFileError, readImportFile } from './import-files';
import { sendImportJob } from './import-job';
import { matchTitles } from './import-matching';
import { toPreviewRows } from './user-import.mapper';
import * as q from './user-import.queries';

// A member's import from Letterboxd or IMDb (issue 29 part 2; decision 037): the upload is read and matched
// into a preview, nothing written; the confirm settles the ambiguous rows the member chose, queues the missing
// titles' TMDB codes, and sends the job that writes through the diary, reviews, flags and lists services.

/** POST /user/api/v-user-import/: the file read and matched, kept as a preview; answers it. */
export async function previewImport(
  ctx: ServiceDeps<'db' | 'storage'>,
  user: AuthUser,
  source: ImportSource,
  file: { data: Buffer; name: string } | undefined,
): Promise<ImportPreview> {
  if (!file) throw fieldError('file', 'importFileRequired');
  let parsed;
  try {
    parsed = readImportFile(source, file.data, file.name);
  } catch (error) {
    if (error instanceof ImportFileError) throw fieldError('file', error.key);
    throw error;
  }
  const matches = await matchTitles(ctx.db, parsed.titles);
  const count = (status: string) => matches.filter((m) => m.status === status).length;
  const counts = { matched: count('matched'), ambiguous: count('ambiguous'), missing: count('missing') };
  const id = await q.insertImport(
    ctx.db,
    { userId: user.id, source, ...counts, total: parsed.entries.length, entries: parsed.entries },
    parsed.titles.map((t, row) => {
      const m = matches[row];
      return {
        row,
        name: t.name,
        year: t.year,
        imdbId: t.imdbId,
        tmdbId: t.tmdbId,
        status: m.status,
        // A missing title names the kind its TMDB code is for: its publication finds the row by both.
        titleKind: m.match?.kind ?? (m.queued && t.kind !== 'episode' ? t.kind : null),
        titleId: m.match?.id ?? null,
        choices: m.choices.map((c) => ({ kind: c.kind, id: c.id })),
      };
    }),
  );
  return { id, ...counts, rows: toPreviewRows(ctx.storage, parsed.titles, matches, parsed.entries) };
}

/** The member's own import, else 404 (someone else's is not theirs to see or run). */
async function ownImport(ctx: ServiceDeps<'db'>, user: AuthUser, id: number) {
  const row = await q.findImport(ctx.db, id);
  if (!row || row.userId !== user.id) throw notFound();
  return row;
}

/**
 * POST /user/api/v-user-import-confirm/: each choice must be one of its ambiguous row's; the missing titles
 * with a TMDB code are queued for the importer and remembered; the job is sent. A second confirm answers the
 * state as it is.
 */
export async function confirmImport(ctx: AppContext, user: AuthUser, body: ImportConfirmBody) {
  await ownImport(ctx, user, body.id);
  const queued = await ctx.db.transaction(async (tx) => {
    const row = await q.lockImport(tx, body.id);
    if (row.state !== 'preview') return null;
    const titles = await q.importTitles(tx, row.id);
    for (const choice of body.choices ?? []) {
      const title = titles[choice.row];
      const offered = (title?.choices ?? []) as { kind: string; id: number }[];
      if (title?.status !== 'ambiguous' || !offered.some((c) => c.kind === choice.kind && c.id === choice.id))
        throw fieldError('choices', 'invalidValue');
      await q.chooseTitle(tx, row.id, choice.row, choice.kind, choice.id);
    }
    const waiting = titles.filter((t) => t.status === 'missing' && t.tmdbId !== null && t.titleKind !== null);
    await q.markAwaiting(
      tx,
      row.id,
      waiting.map((t) => t.row),
    );
    await q.setImportState(tx, row.id, { state: 'queued' });
    return waiting;
  });
  if (queued) {
    for (const kind of ['movie', 'serial'] as const)
      await queueCodesForMember(
        ctx,
        user,
        kind,
        queued.filter((t) => t.titleKind === kind).map((t) => t.tmdbId!),
      );
    await sendImportJob(ctx, body.id);
  }
  const row = await ownImport(ctx, user, body.id);
  return { id: row.id, state: row.state as ImportState };
}

/** GET /user/api/v-user-import-state/: the import's state and progress. */
export async function importState(ctx: ServiceDeps<'db'>, user: AuthUser, id: number): Promise<ImportStateAnswer> {
  const row = await ownImport(ctx, user, id);
  return { state: row.state as ImportState, done: row.done, total: row.total };
}
