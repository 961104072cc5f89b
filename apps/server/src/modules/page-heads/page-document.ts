import type { AppContext } from '../../context';
import { authenticateToken } from '../accounts/auth.service';
import { pageHead } from './page-heads.service';
import type { Language } from './page-head';
import { renderHead } from './render-head';
import { shareCardPath } from './share-card';

/**
 * The cookie the web app keeps beside its token (lib/auth-store.ts): it only lets the page's head be read as the
 * member would read the page (their own drafts answer 200), never an API call (those take the Authorization
 * header alone, so no other site can make a member's browser act through it).
 */
export const PAGE_READER_COOKIE = 'mfi_reader';

export type PageDocument = { status: number; html: string; signedIn: boolean; noindex: boolean; location?: string };

export type PageRequest = { url: string; cookie: string | undefined };
/** The built index.html, and a version that changes with each build (its modification time). */
export type Template = { html: string; version: number };

const readerToken = (cookie: string | undefined) =>
  cookie
    ?.split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === PAGE_READER_COOKIE)?.[1];

/**
 * Builds the HTML of a page address: the built index.html with the page's own head, and the status it answers.
 * A guest's page is kept in the catalogue cache beside the answer it is read from (under the same tag, dropped
 * by the same writes), so a cached page costs about what its cached API call does.
 */
export function pageDocuments(ctx: AppContext) {
  const siteUrl = ctx.config.publicUrl;
  return async (template: Template, request: PageRequest): Promise<PageDocument> => {
    const url = new URL(request.url, 'http://page');
    const language: Language = url.searchParams.get('lang') === 'en' ? 'en' : 'mn';
    const token = readerToken(request.cookie);
    const user = token && /^[\w-]{10,200}$/.test(token) ? await authenticateToken(ctx, token) : null;
    const pathname = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
    const build = async (): Promise<PageDocument & { tag?: string }> => {
      const head = await pageHead(ctx, user, pathname, { en: language === 'en', siteUrl, shareCard: shareCardPath });
      if (head.location)
        return { status: head.status, html: '', signedIn: false, noindex: true, location: head.location };
      return {
        status: head.status,
        // The answers go to guests only: a member's web asks with their token, whose answer may differ from
        // the one read by the page cookie (another account, a session ended meanwhile).
        html: renderHead(template.html, user ? { ...head, answers: undefined } : head, { siteUrl, pathname, language }),
        signedIn: user !== null,
        noindex: Boolean(head.noindex),
        tag: head.tag,
      };
    };
    const page = user
      ? await build()
      : await ctx.cache.wrap(`page:${template.version}:${language}:${pathname}`, build, (p) => p.tag);
    return page.location ? { ...page, location: `${page.location}${url.search}` } : page;
  };
}
