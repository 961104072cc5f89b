/**
 * Registers the service worker (public/sw.js: the build's files and the images seen answered from the cache,
 * pages network-first) in the built app; not under Vite's dev server, and not under a test driver
 * (`navigator.webdriver`), whose suites expect every page fresh (e2e/service-worker.e2e.ts turns it on).
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator) || navigator.webdriver) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  });
}
