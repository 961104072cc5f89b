import { and, eq, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { artists, episodes, journals, movies, seasons, serials } from '../db/schema';
import { hasRole } from '@mfi/contract/roles';
import { moderates } from './admin.policy';
import { type Actor, type CatalogueKind, seesUnpublished } from './catalogue.policy';

// The catalogue policy's "who sees what" as SQL (issue 23): every query that shows a title, an artist or an
// article to someone filters with these fragments, so the rule (an item and every parent it shows under are
// published, or the reader is an editor, or the journal is the reader's own) is written here once. The
// database functions take the same rule from this source (visibility-sql.ts writes db/functions/*_published.sql).
//
// A fragment reads its tables through a `Source`: the schema table, its Drizzle alias, or the alias name a
// raw query gives it (`'m'`). The shapes are those the queries used before (`"movies"."publish" = true`
// over the (publish, …) indexes), so no plan moves. `undefined` means "no condition": the editors' view.

/** A table with a publish flag, its Drizzle alias, or the alias name in a raw query. */
export type Source = { publish: AnyPgColumn } | string;
/** A journal table, its alias, or the alias name in a raw query. */
export type JournalSource = { publishDate: AnyPgColumn; authorId: AnyPgColumn } | string;
/** An artist table or alias with its creator (the owner's own drafts, where the policy allows them). */
export type ArtistSource = { publish: AnyPgColumn; createdBy: AnyPgColumn };

const column = (src: Source | JournalSource, name: string, key: 'publish' | 'publishDate' | 'authorId') =>
  typeof src === 'string'
    ? sql`${sql.identifier(src)}.${sql.identifier(name)}`
    : ((src as Record<string, AnyPgColumn>)[key] as AnyPgColumn);

const flag = (src: Source): SQL =>
  typeof src === 'string' ? sql`${column(src, 'publish', 'publish')}` : eq(src.publish, true);

/** The parents an item shows under, in order: the item first (episode → season → serial). */
type Chain = {
  artist: [item?: Source];
  movie: [item?: Source];
  serial: [item?: Source];
  season: [item?: Source, serial?: Source];
  episode: [item?: Source, season?: Source, serial?: Source];
  journal: [item?: JournalSource];
};
export type TitleKind = Exclude<CatalogueKind, 'journal'>;

const DEFAULTS = {
  artist: [artists],
  movie: [movies],
  serial: [serials],
  season: [seasons, serials],
  episode: [episodes, seasons, serials],
  journal: [journals],
} as const satisfies { [K in CatalogueKind]: Chain[K] };

/**
 * Whether the item and every parent it shows under are published, whoever reads: the condition of
 * guests' views, and of the derived copies the after-writes keep (detailed reviews, feed actions).
 * Also usable as a selected boolean (`publish: published('episode', …)`) for the policy's `Subject`.
 */
export function published<K extends CatalogueKind>(kind: K, ...sources: Chain[K]): SQL<boolean> {
  if (kind === 'journal') return isNotNullJournal((sources[0] as JournalSource | undefined) ?? journals);
  const defaults = DEFAULTS[kind] as readonly Source[];
  const flags = defaults.map((table, i) => flag((sources[i] as Source | undefined) ?? table));
  return (flags.length === 1 ? flags[0]! : and(...flags)!) as SQL<boolean>;
}

/**
 * An episode's links below a parent whose figures are computed (a season's or serial's grades count its
 * published episodes, whatever the parent's own flag): within a season, the episode's flag; within a
 * serial, the episode's and its season's.
 */
export function publishedWithin(parent: 'season' | 'serial', episode: Source = episodes, season: Source = seasons) {
  return parent === 'season' ? flag(episode) : and(flag(episode), flag(season))!;
}

const isNotNullJournal = (j: JournalSource) =>
  (typeof j === 'string'
    ? sql`${column(j, 'publish_date', 'publishDate')} is not null`
    : isNotNull(j.publishDate)) as SQL<boolean>;

/**
 * What the actor may see of a kind, as a condition: `undefined` (no condition) for the editors, who see
 * every unpublished item; the published chain for everyone else, and for a journal also the reader's
 * own drafts.
 */
export function visibleTo<K extends CatalogueKind>(actor: Actor, kind: K, ...sources: Chain[K]): SQL | undefined {
  if (seesUnpublished(actor, kind)) return undefined;
  const shown = published(kind, ...sources);
  if (kind !== 'journal' || !actor) return shown;
  const j = (sources[0] as JournalSource | undefined) ?? journals;
  const author =
    typeof j === 'string' ? sql`${column(j, 'author_id', 'authorId')} = ${actor.id}` : eq(j.authorId, actor.id);
  return or(shown, author);
}

/**
 * Whether what the actor sees of a kind differs from a guest's view (the branches of `visibleTo`): the
 * editors see every unpublished item, a signed-in reader also their own journal drafts. A view that does
 * not differ may be served from the guests' cache (the site search, decision 022).
 */
export function seesBeyondGuests(actor: Actor, kind: CatalogueKind): boolean {
  return seesUnpublished(actor, kind) || (kind === 'journal' && actor != null);
}

/**
 * Only the unpublished artists or movies this member added (`linksOwnUnpublished`): the artist picker's first,
 * uncached part; the festival wizard's films added before (issue 25 item 6).
 */
export const ownUnpublished = (ownerId: number, a: ArtistSource = artists): SQL =>
  and(eq(a.publish, false), eq(a.createdBy, ownerId))!;

/**
 * A list of one publish state (`published=true|false`; the unpublished one is asked for by those the policy
 * lets: `authorizeUnpublishedList`, `unpublishedJournalsOf`): the item's own flag, not its parents'.
 */
export function inPublishState(kind: CatalogueKind, publish: boolean, src?: Source | JournalSource): SQL {
  if (kind === 'journal') {
    const j = (src as JournalSource | undefined) ?? journals;
    if (publish) return isNotNullJournal(j);
    return typeof j === 'string' ? sql`${column(j, 'publish_date', 'publishDate')} is null` : isNull(j.publishDate);
  }
  const s = (src as Source | undefined) ?? (DEFAULTS[kind][0] as Source);
  return typeof s === 'string' ? sql`${column(s, 'publish', 'publish')} = ${publish}` : eq(s.publish, publish);
}

/** The derived copies of a title's published chain that a table keeps (after-write refreshes them). */
type CopySource = { moviePublished: AnyPgColumn } | { episodePublished: AnyPgColumn };

/** What the actor may see of rows that carry a copy of their title's chain (the detailed reviews' lists). */
export function copyVisibleTo(actor: Actor, kind: 'movie' | 'episode', copy: CopySource): SQL | undefined {
  if (seesUnpublished(actor, kind)) return undefined;
  return copyPublished(copy);
}

/** The copy itself: whether the row's title chain was published at its last refresh. */
export const copyPublished = (copy: CopySource): SQL =>
  eq('moviePublished' in copy ? copy.moviePublished : copy.episodePublished, true);

/**
 * A left-joined item's condition: the row passes when the item is absent (the join found none) or
 * visible. `undefined` (no condition) for the editors.
 */
export const absentOrVisible = (id: AnyPgColumn, visible: SQL | undefined) =>
  visible === undefined ? undefined : or(isNull(id), visible);

/**
 * What of a kind the actor may publish, as a condition over the item (the moderation queue, issue 25): `undefined`
 * (no condition) for its editors (contributors for titles and artists, admins for journals), a publisher's own
 * journals, or `null` when the actor publishes none of the kind. The rule is the catalogue policy's `publish`.
 */
export function publishableBy(actor: Actor, kind: CatalogueKind, src?: JournalSource): SQL | undefined | null {
  if (!moderates(actor, kind)) return null;
  if (kind !== 'journal' || hasRole(actor, 'admin') || !actor) return undefined;
  const j = src ?? journals;
  return typeof j === 'string' ? sql`${column(j, 'author_id', 'authorId')} = ${actor.id}` : eq(j.authorId, actor.id);
}
