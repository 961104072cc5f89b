import { nameIn } from '@mfi/contract/names';
import { href } from '@mfi/contract/routes';
import type { AuthUser } from '../../auth/auth-user';
import type { AppContext } from '../../context';
import { aboutDetail } from '../about/about.service';
import { annualDetail } from '../festival/editions.service';
import { festivalDetail } from '../festival/festivals.service';
import type { HeadContext } from './head-context';
import { firstOf, summary, textOf, type PageHead } from './page-head';
import { absoluteUrl, breadcrumbs } from './structured-data';

// The institute's own pages: its festivals, their editions and the about-us page.

const festivalsCrumb = (h: HeadContext) => ({ name: h.en ? 'Festivals' : 'Наадам', path: href('festival-list') });

export async function festivalHead(
  ctx: AppContext,
  user: AuthUser | null,
  slug: string,
  h: HeadContext,
): Promise<PageHead> {
  const f = await festivalDetail(ctx, user, { slug });
  const name = nameIn(f.mongol_name, f.international_name, h.en);
  const path = href('award-detail', { slug: f.slug });
  const years = f.editions.map((e) => e.year);
  return {
    status: 200,
    title: name,
    description: summary(
      years.length ? `${name}: ${h.en ? 'editions' : 'жилүүд'} ${years.slice(0, 8).join(', ')}` : name,
    ),
    image: f.background,
    jsonLd: [
      {
        '@type': 'EventSeries',
        name,
        alternateName: [f.mongol_name, f.international_name].filter((n) => n !== name),
        url: `${h.siteUrl}${path}`,
        image: absoluteUrl(h.siteUrl, f.background),
        subEvent: f.editions.map((e) => ({
          '@type': 'Event',
          name: `${name} ${e.year}`,
          startDate: String(e.year),
          url: `${h.siteUrl}${href('annual-award-detail', { slug: f.slug, year: e.year })}`,
        })),
      },
      breadcrumbs(h.siteUrl, [festivalsCrumb(h), { name, path }]),
    ],
  };
}

/** An edition's page and its agenda page: the same event. */
export async function editionHead(
  ctx: AppContext,
  user: AuthUser | null,
  params: { slug: string; year: string },
  h: HeadContext,
  page: 'annual-award-detail' | 'annual-award-agenda',
): Promise<PageHead> {
  const year = Number(params.year);
  if (!Number.isInteger(year) || year < 1 || year > 9999) return { status: 404, title: '', description: '' };
  const e = await annualDetail(ctx, user, { slug: params.slug, year });
  const festival = nameIn(e.award, e.award_en, h.en);
  const name = `${festival} ${e.year}`;
  const path = href(page, { slug: e.festival.slug, year: e.year });
  const text = textOf(
    page === 'annual-award-agenda'
      ? h.en
        ? firstOf(e.agenda_en, e.agenda)
        : firstOf(e.agenda, e.agenda_en)
      : h.en
        ? firstOf(e.description_en, e.description)
        : firstOf(e.description, e.description_en),
  );
  const agenda = page === 'annual-award-agenda' ? (h.en ? 'Agenda' : 'Хөтөлбөр') : null;
  return {
    status: 200,
    title: agenda ? `${name} · ${agenda}` : name,
    description: summary(text || name),
    image: e.image,
    jsonLd: [
      {
        '@type': 'Event',
        name,
        url: `${h.siteUrl}${href('annual-award-detail', { slug: e.festival.slug, year: e.year })}`,
        image: absoluteUrl(h.siteUrl, e.image),
        description: text ? summary(text, 500) : undefined,
        startDate: e.results_date ?? String(e.year),
        eventStatus: 'https://schema.org/EventScheduled',
        location: {
          '@type': 'Place',
          name: 'Ulaanbaatar',
          address: { '@type': 'PostalAddress', addressCountry: 'MN' },
        },
        organizer: {
          '@type': 'Organization',
          name: h.en ? 'Mongolian Film Institute' : 'Монголын Кино Институт',
          url: h.siteUrl,
        },
        superEvent: {
          '@type': 'EventSeries',
          name: festival,
          url: `${h.siteUrl}${href('award-detail', { slug: e.festival.slug })}`,
        },
      },
      breadcrumbs(h.siteUrl, [
        festivalsCrumb(h),
        { name: festival, path: href('award-detail', { slug: e.festival.slug }) },
        { name: agenda ?? name, path },
      ]),
    ],
  };
}

export async function aboutHead(ctx: AppContext, user: AuthUser | null, h: HeadContext): Promise<PageHead> {
  const page = await aboutDetail(ctx, user);
  return {
    status: 200,
    title: page.aboutTitle || (h.en ? 'About us' : 'Бидний тухай'),
    description: summary(textOf(page.aboutContent)),
    jsonLd: [
      {
        '@type': 'AboutPage',
        name: page.aboutTitle,
        url: `${h.siteUrl}${href('about-us')}`,
        about: {
          '@type': 'Organization',
          name: 'Монголын Кино Институт',
          alternateName: 'Mongolian Film Institute',
          url: h.siteUrl,
        },
      },
    ],
  };
}
