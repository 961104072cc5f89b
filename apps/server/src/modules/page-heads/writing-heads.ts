import { leadImageOf } from '@mfi/contract/image-sizes';
import { href } from '@mfi/contract/routes';
import type { AuthUser } from '../../auth/auth-user';
import type { AppContext } from '../../context';
import { journalDetail } from '../journals/journals.service';
import { movieReviewDetail } from '../reviews/detailed-reviews.service';
import { episodeReviewDetail } from '../reviews/episode-detailed-reviews.service';
import { seasonReviewDetail } from '../reviews/season-review-list.service';
import type { HeadContext } from './head-context';
import { summary, textOf, type JsonLd, type PageHead } from './page-head';
import { absoluteUrl, breadcrumbs, person } from './structured-data';

// Journal articles and critics' detailed reviews.

export async function journalHead(
  ctx: AppContext,
  user: AuthUser | null,
  address: { typeSlug: string; subTypeSlug: string; slug: string },
  h: HeadContext,
): Promise<PageHead> {
  const { journal_detail: j } = await journalDetail(ctx, user, address);
  const path = href('journal-detail', { typeSlug: j.type.type_slug, subTypeSlug: j.sub_type.type_slug, slug: j.slug });
  const section = h.en ? j.sub_type.type_english_name || j.sub_type.type_mongol_name : j.sub_type.type_mongol_name;
  const author = person(h.siteUrl, j.user, href('user-feed', { slug: j.user_slug }));
  return {
    status: 200,
    title: j.title,
    description: summary(textOf(j.content)),
    image: j.cover,
    preload: [j.cover && leadImageOf(j.cover)],
    type: 'article',
    jsonLd: [
      {
        '@type': 'Article',
        headline: j.title,
        url: `${h.siteUrl}${path}`,
        image: absoluteUrl(h.siteUrl, j.cover),
        datePublished: j.publish_date ?? undefined,
        author,
        articleSection: section,
        keywords: j.tags.map((t) => t.journal_tag_name).join(', ') || undefined,
        inLanguage: 'mn',
      },
      breadcrumbs(h.siteUrl, [
        { name: h.en ? 'Journal' : 'Нийтлэл', path: href('journal-list') },
        { name: j.title, path },
      ]),
    ],
  };
}

type ReviewDetail = { title: string; user: string; user_slug: string; published: string; content: string };

function reviewHead(
  h: HeadContext,
  r: ReviewDetail,
  review: { path: string; image: string | null; listPath: string },
  itemReviewed: JsonLd,
): PageHead {
  return {
    status: 200,
    title: r.title,
    description: summary(textOf(r.content)),
    image: review.image,
    type: 'article',
    jsonLd: [
      {
        '@type': 'Review',
        name: r.title,
        url: `${h.siteUrl}${review.path}`,
        datePublished: r.published,
        author: person(h.siteUrl, r.user, href('user-feed', { slug: r.user_slug })),
        reviewBody: summary(textOf(r.content), 500),
        itemReviewed,
      },
      breadcrumbs(h.siteUrl, [
        { name: h.en ? 'Reviews' : 'Шүүмж', path: review.listPath },
        { name: r.title, path: review.path },
      ]),
    ],
  };
}

export async function movieReviewHead(
  ctx: AppContext,
  user: AuthUser | null,
  params: { userSlug: string; movieSlug: string },
  h: HeadContext,
): Promise<PageHead> {
  const { review_detail: r } = await movieReviewDetail(ctx, user, params.userSlug, params.movieSlug);
  const moviePath = href('movie-detail', { slug: r.review_movie.slug });
  return reviewHead(
    h,
    r,
    { path: href('movie-review-detail', params), image: r.review_movie.poster, listPath: href('movie-review-list') },
    { '@type': 'Movie', url: `${h.siteUrl}${moviePath}`, image: absoluteUrl(h.siteUrl, r.review_movie.poster) },
  );
}

export async function seasonReviewHead(
  ctx: AppContext,
  user: AuthUser | null,
  params: { userSlug: string; serialSlug: string; seasonSlug: string },
  h: HeadContext,
): Promise<PageHead> {
  const { review_detail: r } = await seasonReviewDetail(ctx, user, { slug: params.userSlug, ...params });
  const season = r.review_season;
  const seasonPath = href('season-detail', { serialSlug: season.serial_slug, seasonSlug: season.season_slug });
  return reviewHead(
    h,
    r,
    { path: href('season-review-detail', params), image: season.poster, listPath: href('season-review-list') },
    { '@type': 'TVSeason', url: `${h.siteUrl}${seasonPath}`, image: absoluteUrl(h.siteUrl, season.poster) },
  );
}

export async function episodeReviewHead(
  ctx: AppContext,
  user: AuthUser | null,
  params: { userSlug: string; serialSlug: string; seasonSlug: string; episodeSlug: string },
  h: HeadContext,
): Promise<PageHead> {
  const { review_detail: r } = await episodeReviewDetail(ctx, user, { slug: params.userSlug, ...params });
  const e = r.review_episode;
  const episodePath = href('episode-detail', {
    serialSlug: e.serial_slug,
    seasonSlug: e.season_slug,
    episodeSlug: e.episode_slug,
  });
  return reviewHead(
    h,
    r,
    { path: href('episode-review-detail', params), image: r.cover ?? e.poster, listPath: href('episode-review-list') },
    { '@type': 'TVEpisode', url: `${h.siteUrl}${episodePath}`, image: absoluteUrl(h.siteUrl, e.poster) },
  );
}
