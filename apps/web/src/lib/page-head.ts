import type { createBrowserRouter } from 'react-router';
import { i18n } from './i18n';
import { tokenStore } from './auth-store';

// The server writes each page's head (apps/server/src/modules/page-heads): title, description, canonical,
// language alternates, share tags and JSON-LD, all marked `data-page-head`. They describe the page the reader
// arrived on; the app takes over from there.

type AppRouter = Pick<ReturnType<typeof createBrowserRouter>, 'state' | 'subscribe'>;

/**
 * The app's own <title> (components/page-title) follows the reader's language at once; the rest of the
 * server's head stays for the first page and goes with the first move to another one, or at once when the
 * reader reads in another language than the head was written in (their stored choice, or the toggle): the
 * description then turns into the site's own, in the reader's language.
 */
export function handOverServerHead(router: AppRouter): void {
  document.querySelector('title[data-page-head]')?.remove();
  const headLanguage = document.querySelector('meta[property="og:locale"][data-page-head]')?.getAttribute('content');
  let handedOver = false;
  const handOver = () => {
    if (handedOver) return;
    handedOver = true;
    stopRoutes();
    i18n.off('languageChanged', handOver);
    document.querySelectorAll('[data-page-head]').forEach((element) => {
      if (!element.matches('meta[name="description"]')) return element.remove();
      element.removeAttribute('data-page-head');
      element.setAttribute('content', i18n.t('common:siteDescription'));
    });
  };
  const first = router.state.location.pathname;
  const stopRoutes = router.subscribe((state) => {
    if (state.location.pathname !== first) handOver();
  });
  i18n.on('languageChanged', handOver);
  if (headLanguage && !headLanguage.startsWith(i18n.language)) handOver();
}

/** The cookie the server reads a page's head by (page-document.ts): the member's own drafts answer 200. */
const READER_COOKIE = 'mfi_reader';

function writeReaderCookie(token: string | null) {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = token
    ? `${READER_COOKIE}=${token}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`
    : `${READER_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure}`;
}

/** Keeps the page-head cookie with the token: set at login, gone at logout, written for sessions from before it. */
export function keepReaderCookie(): void {
  writeReaderCookie(tokenStore.get());
  tokenStore.subscribe(() => writeReaderCookie(tokenStore.get()));
}
