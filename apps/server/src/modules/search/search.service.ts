import { SITE_SEARCH_PER_PAGE, SITE_SEARCH_PREVIEW } from '@mfi/contract/limits';
import { SEARCH_KINDS, type SearchGroup, type SearchKind, type SiteSearchResponse } from '@mfi/contract/search.schemas';
import type { AuthUser } from '../../auth/auth-user';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { cacheKeyOf, searchTerm, type SearchTerm, withTypos } from '../../lib/search';
import { type Actor, seesUnpublished } from '../../policies/catalogue.policy';
import { type Addresses, toSearchItem } from './search.mapper';
import { type FoundRow, journalTypeSlugs, memberSlugs, searchKind } from './search.queries';

// GET /search/ (issue 24 item 1; decision 022): the header's instant answer (the best few of every kind, with
// each kind's count) and the results page's tab (a page of one kind). The answer is the same for every
// reader who does not see unpublished items, so it is cached per folded query as the catalogues' searches
// are (lib/cache, decision 003); a contributor's, which holds unpublished items, is read uncached.

type Page = { limit: number; offset: number };
type Found = { kind: SearchKind; rows: FoundRow[]; count: number | undefined };

/** Whose view the answer is: the contributor's own, or everyone else's (a guest's, the cached one). */
const readerOf = (user: AuthUser | null): Actor => (seesUnpublished(user, 'movie') ? user : null);

export async function siteSearch(
  ctx: AppContext,
  user: AuthUser | null,
  query: { q: string; kind?: SearchKind; page: number },
): Promise<SiteSearchResponse> {
  const kind = query.kind ?? null;
  const perPage = kind ? SITE_SEARCH_PER_PAGE : SITE_SEARCH_PREVIEW;
  const base = { kind, page: kind ? query.page : 1, per_page: perPage };
  const term = searchTerm(query.q);
  // Only punctuation or spaces between letters: nothing searchable, nothing found.
  if (!term) return { ...base, groups: SEARCH_KINDS.map((k) => ({ kind: k, count: 0, results: [] })) };

  const reader = readerOf(user);
  const cached = <T>(key: string, compute: () => Promise<T>) =>
    ctx.cache.wrapPublic(!reader, `search:${key}:${cacheKeyOf(term)}`, compute);
  const preview = await cached('preview', () => previewGroups(ctx, term, reader));
  if (!kind) return { ...base, groups: preview };

  const offset = (query.page - 1) * SITE_SEARCH_PER_PAGE;
  const tab = await cached(`${kind}:${query.page}`, async () => {
    const typed = await withTypos(ctx.db, term);
    const found = await searchKind(ctx.db, kind, typed, reader, { limit: SITE_SEARCH_PER_PAGE, offset });
    return (await toGroups(ctx, [{ kind, ...found }]))[0];
  });
  // Counts come from the preview: a page past the last has no row to carry one.
  return {
    ...base,
    groups: preview.map((group) => ({ ...group, results: group.kind === kind ? tab.results : [] })),
  };
}

/** Every kind's best few and its count (a count past the page comes from the preview, which has it). */
async function previewGroups(ctx: AppContext, term: SearchTerm, reader: Actor): Promise<SearchGroup[]> {
  const typed = await withTypos(ctx.db, term);
  const page: Page = { limit: SITE_SEARCH_PREVIEW, offset: 0 };
  const found = await Promise.all(
    SEARCH_KINDS.map(async (kind) => ({ kind, ...(await searchKind(ctx.db, kind, typed, reader, page)) })),
  );
  return toGroups(ctx, found);
}

/** Found rows → groups with their items' addresses and media URLs. */
async function toGroups(ctx: AppContext, found: Found[]): Promise<SearchGroup[]> {
  const addresses = await addressesOf(ctx.db, found);
  const media = (key: string | null) => (key ? ctx.storage.url(key) : null);
  return found.map(({ kind, rows, count }) => ({
    kind,
    count: count ?? 0,
    results: rows.map((row) => toSearchItem(kind, row, media, addresses)),
  }));
}

async function addressesOf(db: Executor, found: Found[]): Promise<Addresses> {
  const refs = (kind: SearchKind) => [
    ...new Set(found.filter((f) => f.kind === kind).flatMap((f) => f.rows.map((r) => r.ref!))),
  ];
  const [types, owners] = await Promise.all([
    refs('journal').length ? journalTypeSlugs(db, refs('journal')) : [],
    refs('list').length ? memberSlugs(db, refs('list')) : [],
  ]);
  return {
    journalTypes: new Map(types.map((t) => [t.id, { typeSlug: t.typeSlug, subTypeSlug: t.subTypeSlug }])),
    owners: new Map(owners.map((o) => [o.id, o.slug])),
  };
}
