import { SITE_SEARCH_PER_PAGE, SITE_SEARCH_PREVIEW } from '@mfi/contract/limits';
import { SEARCH_KINDS, type SearchGroup, type SearchKind, type SiteSearchResponse } from '@mfi/contract/search.schemas';
import type { AuthUser } from '../../auth/auth-user';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { cacheKeyOf, searchTerm, type SearchTerm, withTypos, type WordList } from '../../lib/search';
import type { Actor } from '../../policies/catalogue.policy';
import { seesBeyondGuests } from '../../policies/visibility';
import { type Addresses, toSearchItem } from './search.mapper';
import { type FoundRow, journalTypeSlugs, kindOf, memberSlugs, searchKind } from './search.queries';

// GET /search/ (issue 24 item 1; decision 022): the header's instant answer (the best few of every kind, with
// each kind's count) and the results page's tab (a page of one kind). Each kind's answer is the same for every
// reader whose view of it is a guest's (the policy's `seesBeyondGuests`), so it is cached per kind and folded
// query as the catalogues' searches are (lib/cache, decision 003); a view of one's own (an editor's
// unpublished items, a member's own journal drafts) is read uncached, kind by kind.

type Page = { limit: number; offset: number };

/** How many matches as typed the header's preview ranks for its best few (decision 022). */
const PREVIEW_RANKED = 100;

/** Whose view a kind's answer is: the caller's own, or everyone's (null: a guest's, the cached one). */
function readerOf(user: AuthUser | null, kind: SearchKind): Actor {
  const { policyKind } = kindOf(kind);
  return policyKind !== null && seesBeyondGuests(user, policyKind) ? user : null;
}

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
  if (!term)
    return { ...base, groups: SEARCH_KINDS.map((k) => ({ kind: k, count: 0, count_capped: false, results: [] })) };

  // Each list of typo neighbours is looked up once, and only when an uncached kind needs it.
  const typos = new Map<WordList, Promise<SearchTerm>>();
  const typed = (list: WordList) => {
    if (!typos.has(list)) typos.set(list, withTypos(ctx.db, term, list));
    return typos.get(list)!;
  };
  // `ranked`: how many found as typed are ranked (the preview's PREVIEW_RANKED; a tab, every one up to the cap).
  const groupOf = (k: SearchKind, pageNumber: number, page: Page, ranked?: number) => {
    const reader = readerOf(user, k);
    return ctx.cache.wrapPublic(!reader, `search:${k}:${pageNumber}:${page.limit}:${cacheKeyOf(term)}`, async () => {
      const found = await searchKind(ctx.db, k, await typed(kindOf(k).words), reader, page, ranked);
      return toGroup(ctx, k, found.rows, found.count, found.capped);
    });
  };

  const preview = await Promise.all(
    SEARCH_KINDS.map((k) => groupOf(k, 1, { limit: SITE_SEARCH_PREVIEW, offset: 0 }, PREVIEW_RANKED)),
  );
  if (!kind) return { ...base, groups: preview };

  const offset = (query.page - 1) * SITE_SEARCH_PER_PAGE;
  const tab = await groupOf(kind, query.page, { limit: SITE_SEARCH_PER_PAGE, offset });
  // Counts come from the preview: a page past the last has no row to carry one.
  return {
    ...base,
    groups: preview.map((group) => ({ ...group, results: group.kind === kind ? tab.results : [] })),
  };
}

/** A kind's found rows → its group, with the items' addresses and media URLs. */
async function toGroup(
  ctx: AppContext,
  kind: SearchKind,
  rows: FoundRow[],
  count: number | undefined,
  capped: boolean,
): Promise<SearchGroup> {
  const addresses = await addressesOf(ctx.db, kind, rows);
  return {
    kind,
    count: count ?? 0,
    count_capped: capped,
    results: rows.map((row) => toSearchItem(kind, row, ctx.storage, addresses)),
  };
}

async function addressesOf(db: Executor, kind: SearchKind, rows: FoundRow[]): Promise<Addresses> {
  const refs = [...new Set(rows.map((r) => r.ref!))];
  const [types, owners] = await Promise.all([
    kind === 'journal' && refs.length ? journalTypeSlugs(db, refs) : [],
    kind === 'list' && refs.length ? memberSlugs(db, refs) : [],
  ]);
  return {
    journalTypes: new Map(types.map((t) => [t.id, { typeSlug: t.typeSlug, subTypeSlug: t.subTypeSlug }])),
    owners: new Map(owners.map((o) => [o.id, o.slug])),
  };
}
