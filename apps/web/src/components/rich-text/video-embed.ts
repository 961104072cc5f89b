import { mergeAttributes, Node } from '@tiptap/core';
import { trailerEmbedUrl } from '../../lib/trailer';

// Video-site embeds in journal content (issue 6): YouTube and Vimeo players only, as a plain <iframe>. One
// node for both hosts instead of the YouTube extension, whose <div data-youtube-video> wrapper the server's
// allowlist drops: a bare iframe survives sanitizing and is parsed back when the article is edited.

const VIMEO_HOSTS = new Set(['vimeo.com', 'player.vimeo.com']);

/** A YouTube or Vimeo watch, share or embed link → its player URL; anything else → null. */
export function videoEmbedUrl(link: string): string | null {
  const youtube = trailerEmbedUrl(link.trim());
  if (youtube) return youtube;
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.replace(/^www\./, '');
  // The player URL itself comes back when stored content is edited again.
  if (host === 'youtube-nocookie.com') {
    const id = /^\/embed\/([\w-]{6,20})$/.exec(url.pathname)?.[1];
    return id ? `https://www.youtube-nocookie.com/embed/${id}` : null;
  }
  if (!VIMEO_HOSTS.has(host)) return null;
  const id = /^\/(?:video\/)?(\d{1,12})(?:\/|$)/.exec(url.pathname)?.[1];
  return id ? `https://player.vimeo.com/video/${id}` : null;
}

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    videoEmbed: {
      /** Inserts a player for a YouTube or Vimeo link; false when the link is not one. */
      setVideoEmbed: (link: string) => ReturnType;
    };
  }
}

export const VideoEmbed = Node.create({
  name: 'videoEmbed',
  group: 'block',
  atom: true,
  draggable: true,

  addAttributes() {
    return { src: { default: null } };
  },

  parseHTML() {
    return [
      {
        tag: 'iframe[src]',
        getAttrs: (element) => {
          const src = videoEmbedUrl(element.getAttribute('src') ?? '');
          return src ? { src } : false;
        },
      },
    ];
  },

  renderHTML({ HTMLAttributes }) {
    return ['iframe', mergeAttributes({ allowfullscreen: 'true', loading: 'lazy' }, HTMLAttributes)];
  },

  addCommands() {
    return {
      setVideoEmbed:
        (link) =>
        ({ commands }) => {
          const src = videoEmbedUrl(link);
          return src ? commands.insertContent({ type: this.name, attrs: { src } }) : false;
        },
    };
  },
});
