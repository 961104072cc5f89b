import { artistDetailResponse } from '@mfi/contract/artists.schemas';
import { yearReviewImagePath, yearReviewQuery } from '@mfi/contract/year-review.schemas';
import { pageAnswer } from './page-answers';
import { leadImageOf } from '@mfi/contract/image-sizes';
import { nameIn, titleIn } from '@mfi/contract/names';
import { href } from '@mfi/contract/routes';
import type { AuthUser } from '../../auth/auth-user';
import type { AppContext } from '../../context';
import { artistDetail } from '../artists/artists.service';
import { listDetail } from '../lists/lists.service';
import { profileDetail } from '../profiles/profiles.service';
import { memberYear } from '../year-review/year-review.service';
import { notFound } from '../../lib/errors';
import type { HeadContext } from './head-context';
import { firstOf, joined, summary, textOf, type PageHead } from './page-head';
import { absoluteUrl, breadcrumbs } from './structured-data';

// Artists, members and members' lists.

export async function artistHead(
  ctx: AppContext,
  user: AuthUser | null,
  slug: string,
  h: HeadContext,
): Promise<PageHead> {
  const answer = await artistDetail(ctx, user, slug);
  const a = answer.artist_detail;
  const name = nameIn(a.pro_name, a.pro_name_en, h.en);
  const path = href('artist-detail', { slug: a.person_slug });
  const jobs = a.professions.map((p) => (h.en ? p.profession_english_title : p.profession_mongol_title));
  const biography = textOf(h.en ? firstOf(a.biography_en, a.biography) : firstOf(a.biography, a.biography_en));
  return {
    status: 200,
    answers: [pageAnswer('/artist/api-artist-detail/', { slug }, artistDetailResponse, answer)],
    title: name,
    description: summary(biography || joined(name, ...jobs, a.born && `${a.born}${a.died ? `–${a.died}` : ''}`)),
    image: a.photo,
    preload: [a.photo && leadImageOf(a.photo)],
    type: 'profile',
    tag: `artist#${a.id}`,
    jsonLd: [
      {
        '@type': 'Person',
        name,
        alternateName: [a.pro_name, a.pro_name_en].filter((n) => n && n !== name),
        url: `${h.siteUrl}${path}`,
        image: absoluteUrl(h.siteUrl, a.photo),
        jobTitle: jobs.length ? jobs : undefined,
        description: biography ? summary(biography, 500) : undefined,
        birthDate: a.born ? String(a.born) : undefined,
        deathDate: a.died ? String(a.died) : undefined,
        nationality: a.countries.map((c) => ({ '@type': 'Country', name: c.country_english_name })),
      },
      breadcrumbs(h.siteUrl, [
        { name: h.en ? 'Artists' : 'Уран бүтээлчид', path: href('artist-list') },
        { name, path },
      ]),
    ],
  };
}

/** A member's profile and every board of it: the member's page, as search engines and chats should see it. */
export async function profileHead(
  ctx: AppContext,
  user: AuthUser | null,
  slug: string,
  h: HeadContext,
): Promise<PageHead> {
  const { user_object: u } = await profileDetail(ctx, user, slug);
  const path = href('user-feed', { slug: u.slug });
  const fullName = joined(u.firstname, u.lastname).replace(' · ', ' ');
  return {
    status: 200,
    title: u.username,
    description: summary(textOf(u.bio) || (h.en ? `${u.username} on MFI` : `${u.username} — MFI-д`)),
    image: u.image,
    type: 'profile',
    jsonLd: [
      {
        '@type': 'ProfilePage',
        url: `${h.siteUrl}${path}`,
        dateCreated: u.registered,
        mainEntity: {
          '@type': 'Person',
          name: u.username,
          alternateName: fullName || undefined,
          identifier: u.slug,
          image: absoluteUrl(h.siteUrl, u.image),
          description: textOf(u.bio) || undefined,
        },
      },
    ],
  };
}

export async function listHead(
  ctx: AppContext,
  user: AuthUser | null,
  kind: 'movie' | 'serial',
  params: { slug: string; listSlug: string },
  h: HeadContext,
): Promise<PageHead> {
  const list = await listDetail(ctx, user, kind, params.slug, params.listSlug);
  const entries =
    'movie_list' in list
      ? list.movie_list.map((m) => ({
          title: titleIn({ m_title: m.mongol_title, i_title: m.international_title }, h.en),
          year: m.year,
          poster: m.movie_poster,
          path: href('movie-detail', { slug: m.slug }),
        }))
      : list.serial_list.map((s) => ({
          title: titleIn({ m_title: s.mongol_title, i_title: s.international_title }, h.en),
          year: s.year,
          poster: s.serial_poster,
          path: href('serial-detail', { slug: s.slug }),
        }));
  const path = href(kind === 'movie' ? 'user-movie-list-detail' : 'user-serial-list-detail', params);
  const profilePath = href('user-feed', { slug: list.user_slug });
  return {
    status: 200,
    title: list.title,
    description: summary(
      firstOf(
        textOf(list.about),
        entries
          .slice(0, 6)
          .map((e) => `${e.title} (${e.year})`)
          .join(', '),
      ),
    ),
    image: entries.find((e) => e.poster)?.poster ?? null,
    type: 'website',
    jsonLd: [
      {
        '@type': 'ItemList',
        name: list.title,
        description: textOf(list.about) || undefined,
        url: `${h.siteUrl}${path}`,
        numberOfItems: entries.length,
        itemListOrder: list.top_list
          ? 'https://schema.org/ItemListOrderAscending'
          : 'https://schema.org/ItemListUnordered',
        author: { '@type': 'Person', name: list.user_name, url: `${h.siteUrl}${profilePath}` },
        itemListElement: entries.map((e, i) => ({
          '@type': 'ListItem',
          position: i + 1,
          name: e.title,
          url: `${h.siteUrl}${e.path}`,
        })),
      },
      breadcrumbs(h.siteUrl, [
        { name: list.user_name, path: profilePath },
        { name: list.title, path },
      ]),
    ],
  };
}

/** A member's year in review: its share card is the server's image of the year (issue 29, decision 038). */
export async function yearReviewHead(
  ctx: AppContext,
  user: AuthUser | null,
  params: { slug: string; year: string },
  h: HeadContext,
): Promise<PageHead> {
  const query = yearReviewQuery.safeParse(params);
  if (!query.success) throw notFound();
  const y = await memberYear(ctx, user, query.data);
  const hours = Math.round(y.minutes / 60);
  const title = h.en ? `${y.user.username}'s ${y.year} in review` : `${y.user.username} — ${y.year} оны тойм`;
  return {
    status: 200,
    title,
    description: h.en
      ? `${y.films} films, ${y.episodes} episodes, ${hours} hours on MFI in ${y.year}.`
      : `${y.year} онд MFI дээр ${y.films} кино, ${y.episodes} анги, ${hours} цаг.`,
    image: yearReviewImagePath(y.user.slug, y.year),
    type: 'profile',
  };
}
