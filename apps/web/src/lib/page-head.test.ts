import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from './i18n';
import { handOverServerHead } from './page-head';

// The server's head (apps/server/src/modules/page-heads) describes the page the reader arrived on; the app
// takes over from there.

type Listener = (state: { location: { pathname: string } }) => void;

function fakeRouter(pathname: string) {
  const listeners = new Set<Listener>();
  return {
    state: { location: { pathname } } as never,
    subscribe: ((listener: Listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    }) as never,
    go: (next: string) => listeners.forEach((listener) => listener({ location: { pathname: next } })),
  };
}

function serverHead(locale = 'mn_MN') {
  document.head.innerHTML = `
    <title data-page-head>Цогт тайж (1945) | MFI</title>
    <meta name="description" content="Түүхэн кино." data-page-head />
    <link rel="canonical" href="http://mfi.test/movie/tsogt-taij/detail" data-page-head />
    <meta property="og:locale" content="${locale}" data-page-head />
    <script type="application/ld+json" data-page-head>{"@type":"Movie"}</script>`;
}

const left = () => [...document.head.querySelectorAll('[data-page-head]')].map((e) => e.tagName.toLowerCase());
const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content');

afterEach(async () => {
  await i18n.changeLanguage('mn');
  document.head.innerHTML = '';
});

describe('handOverServerHead', () => {
  it('drops the server’s title at once and the rest with the first move to another page', () => {
    serverHead();
    const router = fakeRouter('/movie/tsogt-taij/detail');
    handOverServerHead(router);
    expect(document.head.querySelector('title')).toBeNull();
    expect(left()).toEqual(['meta', 'link', 'meta', 'script']);
    router.go('/movie/tsogt-taij/detail'); // the same page (a search param changed)
    expect(left()).toHaveLength(4);
    router.go('/');
    expect(left()).toEqual([]);
    expect(description()).toBe('Монголын кино мэдээллийн сан ба кино сонирхогчдын нийгэмлэг');
  });

  it('hands over at once to a reader of the other language, and when the reader switches', async () => {
    serverHead('mn_MN');
    await i18n.changeLanguage('en');
    handOverServerHead(fakeRouter('/movie/tsogt-taij/detail'));
    expect(left()).toEqual([]);
    expect(description()).toBe('The database of Mongolian film and a community of film lovers');

    serverHead('mn_MN');
    await i18n.changeLanguage('mn');
    handOverServerHead(fakeRouter('/movie/tsogt-taij/detail'));
    expect(left()).toHaveLength(4);
    await i18n.changeLanguage('en');
    expect(left()).toEqual([]);
  });
});
