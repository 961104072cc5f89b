/** A YouTube watch/short/embed link → its privacy-friendly embed URL; other links are shown as links. */
export function trailerEmbedUrl(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  const host = url.hostname.replace(/^www\.|^m\./, '');
  let id: string | null = null;
  if (host === 'youtube.com')
    id =
      url.pathname === '/watch'
        ? url.searchParams.get('v')
        : (/^\/(?:embed|shorts)\/([\w-]+)/.exec(url.pathname)?.[1] ?? null);
  else if (host === 'youtu.be') id = url.pathname.slice(1) || null;
  return id && /^[\w-]{6,20}$/.test(id) ? `https://www.youtube-nocookie.com/embed/${id}` : null;
}
