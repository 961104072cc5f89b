import sanitizeHtml from 'sanitize-html';

// Rich text written in the TipTap editor is sanitized on every write (ARCHITECTURE sections 1 and 8):
// an allowlist of the editor's blocks and marks, links to http(s) only and marked nofollow, images only
// from our own media store. Anything else is dropped, so stored HTML cannot carry a script.
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'em', 'u', 's', 'blockquote', 'ul', 'ol', 'li', 'h2', 'h3', 'a', 'img'],
  allowedAttributes: { a: ['href', 'rel'], img: ['src', 'alt'] },
  allowedSchemes: ['http', 'https'],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'nofollow noopener' }) },
  exclusiveFilter: (frame) =>
    (frame.tag === 'img' && !/^\/media\/[^\s"'<>]+$/.test(frame.attribs.src ?? '')) ||
    (frame.tag === 'a' && !/^https?:\/\//i.test(frame.attribs.href ?? '') && !frame.text.trim()),
};

export const sanitizeRichText = (html: string) => sanitizeHtml(html, OPTIONS).trim();

/** True when the HTML has no visible text and no image (an "empty" editor gives `<p></p>`). */
export const isBlankHtml = (html: string) => !/<img\b/i.test(html) && !sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).trim();
