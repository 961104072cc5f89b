// The route table is the contract's (the server answers each page's head by it); the web's own links here.
import { href, routes } from '@mfi/contract/routes';

export { childPath, href, routes, type RouteName, type RouteParams } from '@mfi/contract/routes';

export const externalLinks = {
  festival: 'https://festival.mfi.mn',
  email: 'mailto:info@mfi.mn',
  twitter: 'https://twitter.com/mfi_mn',
  facebook: 'https://www.facebook.com/mfi.mn',
  instagram: 'https://www.instagram.com/mfi.mn',
} as const;

/** The fixed journal article of the navbar, «Анхны алхам». */
export const firstStepArticle = href('journal-detail', {
  typeSlug: 'niitlel',
  subTypeSlug: 'anhnii-alham',
  slug: 'detail',
});

/**
 * Where to go after login: only same-site paths (a `redirect` of `//evil.example` or `https:…` would be an
 * open redirect), else home.
 */
export function safeRedirect(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return routes.home;
  return value;
}
