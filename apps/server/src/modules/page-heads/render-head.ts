import type { Language, PageHead } from './page-head';

const SITE_NAME = 'MFI';
const LOCALES: Record<Language, string> = { mn: 'mn_MN', en: 'en_US' };

/** The address of a page in a language: Mongolian is the site's own, English adds `?lang=en`. */
export function pageAddress(siteUrl: string, pathname: string, language: Language): string {
  return `${siteUrl}${pathname}${language === 'en' ? '?lang=en' : ''}`;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON inside <script>: no `</script>` or `<!--` can close or bend it. */
const scriptJson = (value: unknown) => scriptSafe(JSON.stringify(value));
const scriptSafe = (json: string) =>
  json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const absolute = (siteUrl: string, url: string) => (/^https?:\/\//.test(url) ? url : `${siteUrl}${url}`);

/**
 * The built index.html with one page's head: the template's own title and description give way to the page's,
 * and every tag added carries `data-page-head`, which the web app drops once the reader moves to another page
 * (its own <title> takes over at once).
 */
export function renderHead(
  template: string,
  head: PageHead,
  page: { siteUrl: string; pathname: string; language: Language },
): string {
  const { siteUrl, pathname, language } = page;
  const url = pageAddress(siteUrl, pathname, language);
  const title = head.title ? `${head.title} | ${SITE_NAME}` : SITE_NAME;
  const image = head.image ? absolute(siteUrl, head.image) : null;
  const meta = (key: 'name' | 'property', name: string, content: string) =>
    `<meta ${key}="${name}" content="${escapeHtml(content)}" data-page-head />`;
  const tags = [
    `<title data-page-head>${escapeHtml(title)}</title>`,
    meta('name', 'description', head.description),
    head.noindex ? meta('name', 'robots', 'noindex') : '',
    ...(head.preload ?? [])
      .filter((src): src is string => Boolean(src))
      .map((src) => `<link rel="preload" as="image" href="${escapeHtml(src)}" fetchpriority="high" data-page-head />`),
    head.status === 200 ? `<link rel="canonical" href="${escapeHtml(url)}" data-page-head />` : '',
    ...(head.status === 200
      ? (['mn', 'en'] as const).map(
          (lang) =>
            `<link rel="alternate" hreflang="${lang}" href="${escapeHtml(pageAddress(siteUrl, pathname, lang))}" data-page-head />`,
        )
      : []),
    head.status === 200
      ? `<link rel="alternate" hreflang="x-default" href="${escapeHtml(pageAddress(siteUrl, pathname, 'mn'))}" data-page-head />`
      : '',
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:type', head.type ?? 'website'),
    meta('property', 'og:title', head.title || SITE_NAME),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', url),
    meta('property', 'og:locale', LOCALES[language]),
    meta('property', 'og:locale:alternate', LOCALES[language === 'mn' ? 'en' : 'mn']),
    image ? meta('property', 'og:image', image) : '',
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title || SITE_NAME),
    meta('name', 'twitter:description', head.description),
    image ? meta('name', 'twitter:image', image) : '',
    ...(head.jsonLd ?? []).map(
      (node) =>
        `<script type="application/ld+json" data-page-head>${scriptJson({ '@context': 'https://schema.org', ...node })}</script>`,
    ),
    head.answers?.length
      ? `<script type="application/json" id="page-answers">${scriptSafe(
          `{${head.answers.map((a) => `${JSON.stringify(a.url)}:${a.json}`).join(',')}}`,
        )}</script>`
      : '',
  ].filter(Boolean);
  return template
    .replace(/<html lang="[^"]*"/, `<html lang="${language}"`)
    .replace(/<title>[^<]*<\/title>\s*/, '')
    .replace(/<meta name="description"[^>]*>\s*/, '')
    .replace(/\s*<\/head>/, `\n    ${tags.join('\n    ')}\n  </head>`);
}
