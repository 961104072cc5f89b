import sanitizeHtml from 'sanitize-html';
import { mediaAddresses, type Storage } from './storage';

/** Where rich text's images may come from: our media, by the storage's addresses (lib/storage). */
type MediaImages = Pick<Storage, 'keyOf' | 'url'>;

/**
 * An image of our media keeps its key and gets the storage's address for it (a CDN's once MEDIA_BASE_URL is
 * set, whichever address the editor sent); any other image loses its src, and the filter drops it.
 */
const mediaImage =
  (media: MediaImages, keyShape: RegExp): sanitizeHtml.Transformer =>
  (tagName, attribs) => {
    const key = attribs.src ? media.keyOf(attribs.src) : null;
    const src = key && keyShape.test(key) ? media.url(key) : undefined;
    return { tagName, attribs: src ? { src, ...(attribs.alt ? { alt: attribs.alt } : {}) } : {} };
  };

// Rich text written in the TipTap editor is sanitized on every write (ARCHITECTURE sections 1 and 8):
// an allowlist of the editor's blocks and marks, links to http(s) only and marked nofollow, images only
// from our own media store. Anything else is dropped, so stored HTML cannot carry a script.
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'em', 'u', 's', 'blockquote', 'ul', 'ol', 'li', 'h2', 'h3', 'a', 'img'],
  allowedAttributes: { a: ['href', 'rel'], img: ['src', 'alt'] },
  allowedSchemes: ['http', 'https'],
  // An image's src is the storage's own address by now (mediaImage): a CDN's is https.
  allowedSchemesByTag: { img: ['https', 'http'] },
  allowProtocolRelative: false,
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'nofollow noopener' }) },
  exclusiveFilter: (frame) =>
    (frame.tag === 'img' && !frame.attribs.src) ||
    (frame.tag === 'a' && !/^https?:\/\//i.test(frame.attribs.href ?? '') && !frame.text.trim()),
};
const RICH_TEXT_KEY = /^[^\s"'<>]+$/;

/** Sanitizes a review's HTML; `media` is the storage its images come from (the site path by default). */
export const sanitizeRichText = (html: string, media: MediaImages = mediaAddresses()) =>
  sanitizeHtml(html, {
    ...OPTIONS,
    transformTags: { ...OPTIONS.transformTags, img: mediaImage(media, RICH_TEXT_KEY) },
  }).trim();

/** True when the HTML has no visible text, image or embed (an "empty" editor gives `<p></p>`). */
export const isBlankHtml = (html: string) =>
  !/<(img|iframe)\b/i.test(html) && !sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).trim();

// ---------------------------------------------------------------------------------------------------
// Journal articles (issue 6): the review allowlist plus headings, rules, links that may also be mailto or
// site-relative, images from our media, and iframes only from the video hosts the editor embeds. Every
// other element, every event handler, `style`, `srcdoc`, SVG and any javascript:/data: URL is dropped.

/** The embeds the editor offers, by exact origin and path: anything else in an iframe is dropped. */
const VIDEO_EMBEDS = [
  /^https:\/\/(www\.)?youtube(-nocookie)?\.com\/embed\/[\w-]{1,64}(\?[\w=&;.%-]*)?$/,
  /^https:\/\/player\.vimeo\.com\/video\/\d{1,20}(\?[\w=&;.%-]*)?$/,
  /^https:\/\/www\.facebook\.com\/plugins\/video\.php\?[\w=&;.%:/-]+$/,
];
export const isAllowedVideoEmbed = (src: string) => VIDEO_EMBEDS.some((pattern) => pattern.test(src));

/** Our media only, with no way out of it. */
const JOURNAL_KEY = /^(?!.*\.\.)[\w./-]+$/;

const JOURNAL_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'strong',
    'em',
    'u',
    's',
    'code',
    'blockquote',
    'ul',
    'ol',
    'li',
    'h1',
    'h2',
    'h3',
    'h4',
    'a',
    'img',
    'div',
    'iframe',
  ],
  allowedAttributes: {
    a: ['href', 'rel', 'target'],
    img: ['src', 'alt'],
    div: ['data-youtube-video'],
    iframe: ['src', 'width', 'height', 'allowfullscreen', 'title', 'sandbox', 'referrerpolicy', 'loading'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https', 'http'], iframe: ['https'] },
  allowedIframeHostnames: [
    'www.youtube.com',
    'youtube.com',
    'www.youtube-nocookie.com',
    'player.vimeo.com',
    'www.facebook.com',
  ],
  allowProtocolRelative: false,
  // Text inside a dropped <script>, <style>, <textarea> or <svg> is dropped with it, not kept as text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'svg', 'math', 'title', 'template'],
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...(attribs.href ? { href: attribs.href } : {}),
        rel: 'nofollow noopener noreferrer',
        ...(attribs.target === '_blank' ? { target: '_blank' } : {}),
      },
    }),
    // An embedded player runs in a sandbox that cannot reach our page, whatever its host serves.
    iframe: (tagName, attribs) => ({
      tagName,
      attribs: {
        src: attribs.src ?? '',
        ...(attribs.width && /^\d{1,4}$/.test(attribs.width) ? { width: attribs.width } : {}),
        ...(attribs.height && /^\d{1,4}$/.test(attribs.height) ? { height: attribs.height } : {}),
        ...(attribs.title ? { title: attribs.title } : {}),
        allowfullscreen: 'true',
        sandbox: 'allow-scripts allow-same-origin allow-presentation allow-popups',
        referrerpolicy: 'strict-origin-when-cross-origin',
        loading: 'lazy',
      },
    }),
  },
  exclusiveFilter: (frame) =>
    (frame.tag === 'img' && !frame.attribs.src) ||
    (frame.tag === 'iframe' && !isAllowedVideoEmbed(frame.attribs.src ?? '')) ||
    (frame.tag === 'a' && !frame.attribs.href && !frame.text.trim()),
};

/** Sanitizes a journal's HTML; run on every write (create and update). `media` as for sanitizeRichText. */
export const sanitizeJournalHtml = (html: string, media: MediaImages = mediaAddresses()) =>
  sanitizeHtml(html, {
    ...JOURNAL_OPTIONS,
    transformTags: { ...JOURNAL_OPTIONS.transformTags, img: mediaImage(media, JOURNAL_KEY) },
  }).trim();

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&nbsp;': ' ',
};

/** The plain text of the HTML's start, for list cards (rendered as text, never as HTML). */
export function htmlExcerpt(html: string, length: number): string {
  const spaced = html.replace(/<\/(p|h\d|li|blockquote|div)>|<br\s*\/?>/gi, ' ');
  const text = sanitizeHtml(spaced, {
    allowedTags: [],
    allowedAttributes: {},
    nonTextTags: ['script', 'style', 'textarea', 'iframe'],
  })
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (entity) => ENTITIES[entity])
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > length ? `${text.slice(0, length).replace(/\s+\S*$/, '')}…` : text;
}
