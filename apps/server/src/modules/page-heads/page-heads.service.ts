import { pathOf, signedInPages, unlistedPages, type RouteName } from '@mfi/contract/routes';
import type { AuthUser } from '../../auth/auth-user';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { movedFestival } from '../festival/festivals.service';
import { aboutHead, editionHead, festivalHead } from './festival-heads';
import type { HeadContext } from './head-context';
import type { Language, PageHead } from './page-head';
import { matchPage, type PageMatch } from './page-match';
import { artistHead, listHead, profileHead, yearReviewHead } from './people-heads';
import { NOT_FOUND, PAGE_TITLES, SITE_DESCRIPTION } from './static-heads';
import { episodeHead, movieHead, seasonHead, serialHead } from './title-heads';
import { episodeReviewHead, journalHead, movieReviewHead, seasonReviewHead } from './writing-heads';

type Build = (ctx: AppContext, user: AuthUser | null, p: Record<string, string>, h: HeadContext) => Promise<PageHead>;

/** The pages whose head names one thing, read through that page's own API service. */
const CONTENT_HEADS: Partial<Record<PageMatch['name'], Build>> = {
  'movie-detail': (ctx, user, p, h) => movieHead(ctx, user, p.slug, h),
  'serial-detail': (ctx, user, p, h) => serialHead(ctx, user, p.slug, h),
  'season-detail': (ctx, user, p, h) =>
    seasonHead(ctx, user, { serialSlug: p.serialSlug, seasonSlug: p.seasonSlug }, h),
  'episode-detail': (ctx, user, p, h) =>
    episodeHead(ctx, user, { serialSlug: p.serialSlug, seasonSlug: p.seasonSlug, episodeSlug: p.episodeSlug }, h),
  'artist-detail': (ctx, user, p, h) => artistHead(ctx, user, p.slug, h),
  'journal-detail': (ctx, user, p, h) =>
    journalHead(ctx, user, { typeSlug: p.typeSlug, subTypeSlug: p.subTypeSlug, slug: p.slug }, h),
  'movie-review-detail': (ctx, user, p, h) =>
    movieReviewHead(ctx, user, { userSlug: p.userSlug, movieSlug: p.movieSlug }, h),
  'season-review-detail': (ctx, user, p, h) =>
    seasonReviewHead(ctx, user, { userSlug: p.userSlug, serialSlug: p.serialSlug, seasonSlug: p.seasonSlug }, h),
  'episode-review-detail': (ctx, user, p, h) =>
    episodeReviewHead(
      ctx,
      user,
      { userSlug: p.userSlug, serialSlug: p.serialSlug, seasonSlug: p.seasonSlug, episodeSlug: p.episodeSlug },
      h,
    ),
  'user-movie-list-detail': (ctx, user, p, h) =>
    listHead(ctx, user, 'movie', { slug: p.slug, listSlug: p.listSlug }, h),
  'user-serial-list-detail': (ctx, user, p, h) =>
    listHead(ctx, user, 'serial', { slug: p.slug, listSlug: p.listSlug }, h),
  'award-detail': (ctx, user, p, h) => festivalHead(ctx, user, p.slug, h),
  'annual-award-detail': (ctx, user, p, h) =>
    editionHead(ctx, user, { slug: p.slug, year: p.year }, h, 'annual-award-detail'),
  'annual-award-agenda': (ctx, user, p, h) =>
    editionHead(ctx, user, { slug: p.slug, year: p.year }, h, 'annual-award-agenda'),
  'about-us': (ctx, user, _p, h) => aboutHead(ctx, user, h),
  'user-year-review': (ctx, user, p, h) => yearReviewHead(ctx, user, { slug: p.slug, year: p.year }, h),
};

/** The pages a festival's slug addresses: a renamed festival's old ones redirect to its new ones. */
const FESTIVAL_PAGES = new Set<RouteName>(['award-detail', 'annual-award-detail', 'annual-award-agenda']);

async function movedPage(ctx: AppContext, match: PageMatch): Promise<PageHead | null> {
  if (!FESTIVAL_PAGES.has(match.name)) return null;
  const slug = await movedFestival(ctx.db, match.params.slug);
  if (!slug) return null;
  return { status: 301, location: pathOf(match.name, { ...match.params, slug }), title: '', description: '' };
}

const notFound = (language: Language): PageHead => ({
  status: 404,
  title: NOT_FOUND[language],
  description: SITE_DESCRIPTION[language],
  noindex: true,
});

/**
 * The head of the page at `pathname` for this reader: 404 for an address no page has, or a thing that is missing
 * or hidden from them (the page's API service decides, through its policy, as it does for the page's own call);
 * `noindex` for pages behind login and for forms. A member's pages (profile, boards) take the member's head.
 */
export async function pageHead(
  ctx: AppContext,
  user: AuthUser | null,
  pathname: string,
  h: HeadContext,
): Promise<PageHead> {
  const language: Language = h.en ? 'en' : 'mn';
  const match = matchPage(pathname);
  if (!match) return notFound(language);
  const site = { title: '', description: SITE_DESCRIPTION[language] };
  if (signedInPages.has(match.name)) return { status: 200, ...site, noindex: true };
  const build = match.name.startsWith('user-')
    ? (c: AppContext, u: AuthUser | null, p: Record<string, string>, hc: HeadContext) => profileHead(c, u, p.slug, hc)
    : undefined;
  const content = CONTENT_HEADS[match.name] ?? build;
  if (content) {
    try {
      return await content(ctx, user, match.params, h);
    } catch (error) {
      // Missing, hidden (an unpublished title, a member who blocked the reader) or an address the call refuses.
      if (error instanceof AppError && error.status >= 400 && error.status < 500)
        return (await movedPage(ctx, match)) ?? notFound(language);
      throw error;
    }
  }
  const texts = PAGE_TITLES[match.name];
  return {
    status: 200,
    title: texts?.[language] ?? '',
    description: site.description,
    noindex: unlistedPages.has(match.name),
  };
}
