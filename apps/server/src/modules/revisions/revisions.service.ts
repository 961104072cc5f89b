import { mn } from '@mfi/contract/messages';
import {
  type HistoryQuery,
  REVISIONS_PER_PAGE,
  type RevisionAction,
  type RevisionKind,
} from '@mfi/contract/revisions.schemas';
import { artistAfterWrite } from '../../after-write/artist.after-write';
import { festivalAfterWrite } from '../../after-write/festival.after-write';
import { journalAfterWrite } from '../../after-write/journal.after-write';
import { movieAfterWrite } from '../../after-write/movie.after-write';
import { revisionAfterWrite } from '../../after-write/revision.after-write';
import { serialAfterWrite } from '../../after-write/serial.after-write';
import type { AuthUser } from '../../auth/auth-user';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import type { RevisionState } from '../../db/schema';
import { fieldError, notFound } from '../../lib/errors';
import { pageCount, pageOffset } from '../../lib/pagination';
import { authorize, can, type HistorySubject } from '../../policies/admin.policy';
import { consoleMemberOf, presentChanges } from '../admin/admin.mapper';
import { namedChangeGroups } from './list-names';
import { readState, writeState } from './revision-log';
import { addressOf, serialIdOf } from './revision-state.queries';
import { countRevisions, findRevision, lastState, revisionPage } from './revisions.queries';

// An item's history and the admins' revert (issue 25 item 2; decision 024).

/** The policy's subject of an item, from its state (a journal's publish date and author). */
function subjectOf(kind: RevisionKind, s: RevisionState): HistorySubject {
  if (kind === 'edition' || kind === 'about') return { kind };
  if (kind === 'journal')
    return { kind, publish: s.publishDate != null, authorId: typeof s.authorId === 'number' ? s.authorId : undefined };
  return { kind, publish: Boolean(s.publish) };
}

const titleOf = (kind: RevisionKind, s: RevisionState): [string, string] => {
  const text = (k: string) => (typeof s[k] === 'string' ? (s[k] as string) : '');
  switch (kind) {
    case 'movie':
    case 'serial':
      return [text('mTitle'), text('iTitle')];
    case 'artist':
      return [text('proName'), text('proNameEn')];
    case 'season':
      return [text('name'), text('name')];
    case 'episode':
      return [text('name'), text('nameEn') || text('name')];
    case 'edition':
      return [String(s.year ?? ''), String(s.year ?? '')];
    default:
      return [text('title'), text('title')];
  }
};

/** GET /admin/api-history/: the item's editors read its revisions, newest first. */
export async function itemHistory(ctx: AppContext, user: AuthUser, query: HistoryQuery) {
  const now = await readState(ctx.db, query.kind, query.id);
  const state = now ?? (await lastState(ctx.db, query.kind, query.id));
  if (!state) throw notFound();
  authorize(user, 'read', subjectOf(query.kind, state));
  const [rows, count, address] = await Promise.all([
    revisionPage(ctx.db, query.kind, query.id, pageOffset(query.page, REVISIONS_PER_PAGE)),
    countRevisions(ctx.db, query.kind, query.id),
    now ? addressOf(ctx.db, query.kind, query.id) : null,
  ]);
  const reverts = now !== null && can(user, 'revert', subjectOf(query.kind, state));
  const [title, titleEn] = titleOf(query.kind, state);
  const changes = await namedChangeGroups(
    ctx.db,
    rows.map((r) => r.fields.map((f) => ({ field: f, before: r.before?.[f] ?? null, after: r.after?.[f] ?? null }))),
  );
  return {
    item: { kind: query.kind, id: query.id, title, title_en: titleEn, address },
    results: rows.map((r, i) => ({
      id: r.id,
      action: r.action as RevisionAction,
      actor: consoleMemberOf({
        id: r.actorId,
        slug: r.actorSlug,
        username: r.actorUsername,
        firstname: r.actorFirstname,
        lastname: r.actorLastname,
      }),
      created_at: r.createdAt.toISOString(),
      changes: presentChanges(ctx.storage, changes[i]),
      note: r.note,
      revert_of: r.revertOf,
      can_revert: reverts && r.hasState,
    })),
    count,
    page: pageCount(count, REVISIONS_PER_PAGE),
  };
}

/** What a revert refreshes in its transaction, by kind: the derived copies an edit of that kind refreshes. */
const REVERT_COPIES: Partial<Record<RevisionKind, (tx: Executor, id: number, state: RevisionState) => Promise<void>>> =
  {
    movie: (tx, id, state) => movieAfterWrite.retitled(tx, id, String(state.searchKey ?? '')),
    serial: (tx, id) => serialAfterWrite.reviewCopies(tx, id),
    season: async (tx, id) => {
      const serialId = await serialIdOf(tx, 'season', id);
      if (serialId) await serialAfterWrite.reviewCopies(tx, serialId);
    },
    episode: async (tx, id) => {
      const serialId = await serialIdOf(tx, 'episode', id);
      if (serialId) await serialAfterWrite.reviewCopies(tx, serialId);
    },
  };

/** And after the commit: the kind's own cache effect of an edit (the about-us page is read uncached). */
const REVERT_CACHE: Record<RevisionKind, (ctx: AppContext) => void> = {
  movie: movieAfterWrite.catalogue,
  serial: serialAfterWrite.catalogue,
  season: serialAfterWrite.catalogue,
  episode: serialAfterWrite.catalogue,
  artist: artistAfterWrite.catalogue,
  journal: journalAfterWrite.catalogue,
  edition: festivalAfterWrite.catalogue,
  about: () => undefined,
};

/**
 * POST /admin/api-revert/: the item as it was after the revision, every field and list but the publish state;
 * the revert is a revision itself, and the kind's after-write runs as for an edit.
 */
export async function revertTo(ctx: AppContext, user: AuthUser, revisionId: number) {
  const source = await findRevision(ctx.db, revisionId);
  if (!source) throw notFound();
  const kind = source.kind as RevisionKind;
  if (!source.state) throw fieldError('revision', 'revisionNotRevertable');
  const target = source.state;
  const rev = await revisionAfterWrite.revised(ctx.db, user.id, async (tx, r) => {
    const now = await readState(tx, kind, source.itemId);
    if (!now) throw fieldError('revision', 'revisionNotRevertable');
    authorize(user, 'revert', subjectOf(kind, now));
    await r.track(kind, source.itemId, 'revert', { revertOf: source.id });
    await writeState(tx, kind, source.itemId, target);
    await REVERT_COPIES[kind]?.(tx, source.itemId, target);
    return r;
  });
  REVERT_CACHE[kind](ctx);
  revisionAfterWrite.reverted();
  return { success: true as const, message: mn('revisionReverted'), revision: rev.ids[0] ?? source.id };
}
