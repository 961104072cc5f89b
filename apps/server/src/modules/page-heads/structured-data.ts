import type { JsonLd } from './page-head';

// schema.org nodes the page heads share (https://schema.org, Google's structured data guides): grades as
// AggregateRating, breadcrumbs, people, and the ISO durations and dates they want.

type Grades = { grade: number | null; critics: number; a_grade: number | null; audiences: number };

/** Critics' and the audience's grades apart (percent, 0 to 100), each only when someone graded. */
export function ratingsOf(g: Grades, en: boolean): JsonLd[] | undefined {
  const rating = (value: number | null, count: number, critics: boolean): JsonLd | null =>
    value === null || count === 0
      ? null
      : {
          '@type': 'AggregateRating',
          name: critics ? (en ? 'Critics' : 'Шүүмжлэгчид') : en ? 'Audience' : 'Үзэгчид',
          ratingValue: value,
          bestRating: 100,
          worstRating: 0,
          ratingCount: count,
        };
  const both = [rating(g.grade, g.critics, true), rating(g.a_grade, g.audiences, false)].filter(
    (r): r is JsonLd => r !== null,
  );
  return both.length ? both : undefined;
}

/** The trail of links above a page, the home page first. */
export function breadcrumbs(siteUrl: string, trail: { name: string; path: string }[]): JsonLd {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: step.name,
      item: `${siteUrl}${step.path}`,
    })),
  };
}

/** Minutes as an ISO 8601 duration (PT1H52M); none for an unknown runtime. */
export const duration = (minutes: number) =>
  minutes > 0
    ? `PT${Math.floor(minutes / 60) ? `${Math.floor(minutes / 60)}H` : ''}${minutes % 60 ? `${minutes % 60}M` : ''}`
    : undefined;

/** A site path or an absolute URL, absolute. */
export const absoluteUrl = (siteUrl: string, url: string | null | undefined) =>
  url ? (/^https?:\/\//.test(url) ? url : `${siteUrl}${url}`) : undefined;

export const person = (siteUrl: string, name: string, path?: string): JsonLd => ({
  '@type': 'Person',
  name,
  url: path ? `${siteUrl}${path}` : undefined,
});
