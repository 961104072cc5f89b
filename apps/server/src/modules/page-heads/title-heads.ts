import { heroBackgroundOf, leadImageOf } from '@mfi/contract/image-sizes';
import { movieDetailResponse } from '@mfi/contract/movies.schemas';
import { titleIn } from '@mfi/contract/names';
import { episodeDetailResponse, seasonDetailResponse, serialDetailResponse } from '@mfi/contract/serials.schemas';
import { href } from '@mfi/contract/routes';
import type { AuthUser } from '../../auth/auth-user';
import { pageAnswer } from './page-answers';
import type { AppContext } from '../../context';
import { getMovieDetail } from '../movies/movie-detail.service';
import { getSerialDetail } from '../serials/serial-detail.service';
import { getSeasonDetail } from '../serials/seasons.service';
import { getEpisodeDetail } from '../serials/episodes.service';
import { firstOf, joined, summary, type PageHead } from './page-head';
import { absoluteUrl, breadcrumbs, duration, ratingsOf } from './structured-data';
import type { HeadContext } from './head-context';

// Movies, serials, seasons and episodes: each head is read through the page's own API service (its policy
// and its cache), so an unpublished title answers 404 to whoever may not see it, here as there.

type Named = { genre_mongol_name: string; genre_english_name: string };
const genresOf = (genres: Named[], en: boolean) => genres.map((g) => (en ? g.genre_english_name : g.genre_mongol_name));

export async function movieHead(
  ctx: AppContext,
  user: AuthUser | null,
  slug: string,
  h: HeadContext,
): Promise<PageHead> {
  const answer = await getMovieDetail(ctx, user, slug);
  const m = answer.movie_detail;
  const title = titleIn(m, h.en);
  const path = href('movie-detail', { slug: m.slug });
  const plot = h.en ? firstOf(m.en_plot, m.plot) : firstOf(m.plot, m.en_plot);
  return {
    status: 200,
    answers: [pageAnswer('/movie/api-movie-detail/', { slug }, movieDetailResponse, answer)],
    title: `${title} (${m.year})`,
    description: summary(plot || joined(m.o_title, m.year, ...genresOf(m.genres, h.en))),
    image: h.shareCard('movie', m.slug),
    type: 'video.movie',
    preload: [m.background && heroBackgroundOf(m.background), m.poster && leadImageOf(m.poster)],
    tag: `movie#${m.id}`,
    jsonLd: [
      {
        '@type': 'Movie',
        name: title,
        alternateName: [m.i_title, m.o_title].filter((t) => t && t !== title),
        url: `${h.siteUrl}${path}`,
        image: absoluteUrl(h.siteUrl, m.poster),
        description: plot || undefined,
        dateCreated: String(m.year),
        duration: duration(m.runtime),
        genre: genresOf(m.genres, h.en),
        countryOfOrigin: m.countries.map((c) => ({ '@type': 'Country', name: c.country_english_name })),
        inLanguage: m.languages.map((l) => l.language_english_name),
        aggregateRating: ratingsOf(m, h.en),
      },
      breadcrumbs(h.siteUrl, [
        { name: h.en ? 'Movies' : 'Кино', path: href('movie-list') },
        { name: title, path },
      ]),
    ],
  };
}

export async function serialHead(
  ctx: AppContext,
  user: AuthUser | null,
  slug: string,
  h: HeadContext,
): Promise<PageHead> {
  const answer = await getSerialDetail(ctx, user, slug);
  const s = answer.serial_detail;
  const title = titleIn(s, h.en);
  const path = href('serial-detail', { slug: s.slug });
  const plot = h.en ? firstOf(s.en_plot, s.plot) : firstOf(s.plot, s.en_plot);
  const years = `${s.re_year}–${s.fi_year ?? (s.to_date ? '' : s.re_year)}`;
  return {
    status: 200,
    answers: [pageAnswer('/serial/api-serial-detail/', { slug }, serialDetailResponse, answer)],
    title: `${title} (${years})`,
    description: summary(plot || joined(s.o_title, years, ...genresOf(s.genres, h.en))),
    image: h.shareCard('serial', s.slug),
    type: 'video.tv_show',
    preload: [s.background && heroBackgroundOf(s.background), s.poster && leadImageOf(s.poster)],
    tag: `serial#${s.id}`,
    jsonLd: [
      {
        '@type': 'TVSeries',
        name: title,
        alternateName: [s.i_title, s.o_title].filter((t) => t && t !== title),
        url: `${h.siteUrl}${path}`,
        image: absoluteUrl(h.siteUrl, s.poster),
        description: plot || undefined,
        startDate: String(s.re_year),
        endDate: s.fi_year ? String(s.fi_year) : undefined,
        genre: genresOf(s.genres, h.en),
        countryOfOrigin: s.countries.map((c) => ({ '@type': 'Country', name: c.country_english_name })),
        aggregateRating: ratingsOf(s, h.en),
      },
      breadcrumbs(h.siteUrl, [
        { name: h.en ? 'Serials' : 'Цуврал', path: href('serial-list') },
        { name: title, path },
      ]),
    ],
  };
}

const seasonLabel = (n: number, en: boolean) => (en ? `Season ${n}` : `${n}-р улирал`);

export async function seasonHead(
  ctx: AppContext,
  user: AuthUser | null,
  params: { serialSlug: string; seasonSlug: string },
  h: HeadContext,
): Promise<PageHead> {
  const answer = await getSeasonDetail(ctx, user, params);
  const s = answer.season_detail;
  const serial = titleIn({ m_title: s.serial_title, i_title: s.serial_i_title }, h.en);
  const season = firstOf(s.season_name, seasonLabel(s.season_num, h.en));
  const serialPath = href('serial-detail', { slug: s.serial_slug });
  const path = href('season-detail', { serialSlug: s.serial_slug, seasonSlug: s.season_slug });
  const poster = s.season_poster ?? s.serial_poster;
  return {
    status: 200,
    answers: [
      pageAnswer(
        '/serial/api-season-detail/',
        { serialSlug: params.serialSlug, seasonSlug: params.seasonSlug },
        seasonDetailResponse,
        answer,
      ),
    ],
    title: `${serial} · ${season}`,
    description: summary(joined(serial, seasonLabel(s.season_num, h.en), s.season_name)),
    image: poster,
    preload: [poster && leadImageOf(poster)],
    type: 'video.tv_show',
    jsonLd: [
      {
        '@type': 'TVSeason',
        name: season,
        seasonNumber: s.season_num,
        url: `${h.siteUrl}${path}`,
        image: absoluteUrl(h.siteUrl, poster),
        partOfSeries: { '@type': 'TVSeries', name: serial, url: `${h.siteUrl}${serialPath}` },
        aggregateRating: ratingsOf(
          { grade: s.grade_average, a_grade: s.g_average_audience, critics: s.critics, audiences: s.audiences },
          h.en,
        ),
      },
      breadcrumbs(h.siteUrl, [
        { name: h.en ? 'Serials' : 'Цуврал', path: href('serial-list') },
        { name: serial, path: serialPath },
        { name: season, path },
      ]),
    ],
  };
}

export async function episodeHead(
  ctx: AppContext,
  user: AuthUser | null,
  params: { serialSlug: string; seasonSlug: string; episodeSlug: string },
  h: HeadContext,
): Promise<PageHead> {
  const answer = await getEpisodeDetail(ctx, user, params);
  const e = answer.episode_detail;
  const serial = titleIn({ m_title: e.ser_title, i_title: e.ser_i_title }, h.en);
  const name = h.en ? firstOf(e.name_en, e.e_title) : firstOf(e.e_title, e.name_en);
  const season = firstOf(e.sea_title, seasonLabel(e.season_num, h.en));
  const serialPath = href('serial-detail', { slug: e.serial_slug });
  const seasonPath = href('season-detail', { serialSlug: e.serial_slug, seasonSlug: e.season_slug });
  const path = href('episode-detail', {
    serialSlug: e.serial_slug,
    seasonSlug: e.season_slug,
    episodeSlug: e.episode_slug,
  });
  const plot = h.en ? firstOf(e.eng_plot, e.plot) : firstOf(e.plot, e.eng_plot);
  const poster = e.season_poster ?? e.serial_poster;
  const image = e.background ?? poster;
  return {
    status: 200,
    answers: [
      pageAnswer(
        '/serial/api-episode-detail/',
        { serialSlug: params.serialSlug, seasonSlug: params.seasonSlug, episodeSlug: params.episodeSlug },
        episodeDetailResponse,
        answer,
      ),
    ],
    title: `${serial} · ${name}`,
    description: summary(plot || joined(serial, season, name)),
    image,
    preload: [e.background && heroBackgroundOf(e.background), poster && leadImageOf(poster)],
    type: 'video.episode',
    jsonLd: [
      {
        '@type': 'TVEpisode',
        name,
        episodeNumber: e.e_num,
        url: `${h.siteUrl}${path}`,
        image: absoluteUrl(h.siteUrl, image),
        description: plot || undefined,
        duration: duration(e.runtime),
        partOfSeason: {
          '@type': 'TVSeason',
          name: season,
          seasonNumber: e.season_num,
          url: `${h.siteUrl}${seasonPath}`,
        },
        partOfSeries: { '@type': 'TVSeries', name: serial, url: `${h.siteUrl}${serialPath}` },
        aggregateRating: ratingsOf(e, h.en),
      },
      breadcrumbs(h.siteUrl, [
        { name: h.en ? 'Serials' : 'Цуврал', path: href('serial-list') },
        { name: serial, path: serialPath },
        { name: season, path: seasonPath },
        { name, path },
      ]),
    ],
  };
}
