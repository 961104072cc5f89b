import type { PageAnswer } from './page-answers';

// What the server writes into a page's <head> before the React app takes over (issue 26): its title, description,
// canonical address, language alternates, share card and structured data, and whether search engines may index it.

export type Language = 'mn' | 'en';

/** A schema.org node as JSON-LD (https://schema.org); undefined values drop out when it is written. */
export type JsonLd = { '@type': string } & Record<string, unknown>;

export type PageHead = {
  status: 200 | 301 | 404;
  /** Where a moved page lives now (301): a renamed festival's pages. */
  location?: string;
  title: string;
  description: string;
  /** An absolute URL or a site path (the poster, the portrait, the cover): the share card's image. */
  image?: string | null;
  /**
   * The page's largest images (its hero art, poster, portrait or cover), at the copy the page shows
   * (@mfi/contract/image-sizes): preloaded, so they load beside the app.
   */
  preload?: (string | null)[];
  /** Open Graph's type: website, video.movie, video.tv_show, video.episode, profile, article. */
  type?: string;
  jsonLd?: JsonLd[];
  /** Behind login, a form or one-time link, or not found: no search result should lead here. */
  noindex?: boolean;
  /** The cache tag of the answer the head was read from (`movie#12`): a guest's page is dropped with it. */
  tag?: string;
  /** The API answers the head was read from, as the page's first render asks for them (page-answers.ts). */
  answers?: PageAnswer[];
};

/** What one page's head is built from: the reader, their language and the site's own address. */
export type HeadRequest = { en: boolean; language: Language };

/** Plain text of a sanitized HTML fragment (a review, an article), for a description. */
export function textOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/** A description search engines show whole: up to 160 characters, cut at a word with an ellipsis. */
export function summary(text: string, max = 160): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** The first text that has something in it. */
export const firstOf = (...texts: (string | null | undefined)[]) => texts.find((t) => t?.trim())?.trim() ?? '';

/** "X · Y · Z" of the parts that are there. */
export const joined = (...parts: (string | number | null | undefined | false)[]) =>
  parts.filter((p) => p !== null && p !== undefined && p !== false && p !== '').join(' · ');
