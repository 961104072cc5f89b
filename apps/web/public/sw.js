// The service worker (issue 26 part 7): a second visit opens at once. The build's hashed files and the images
// seen (posters, stills, portraits: each upload has a new name) are kept and answered from the cache; a page is asked of the network first
// (so a new deploy's page, naming its new files, replaces the old one on the next visit), the kept copy only
// when the network fails or is slow; API calls are never touched.
const ASSETS = 'mfi-assets-v1';
const IMAGES = 'mfi-images-v1';
const PAGES = 'mfi-pages-v1';
const KEPT = { [ASSETS]: 300, [IMAGES]: 400, [PAGES]: 30 };
const PAGE_WAIT_MS = 3000;

self.addEventListener('install', () => self.skipWaiting());

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((n) => !(n in KEPT)).map((n) => caches.delete(n))))
      .then(() => self.clients.claim()),
  );
});

/** Drops the oldest entries past the cache's limit. */
async function trim(name) {
  const cache = await caches.open(name);
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - KEPT[name])).map((key) => cache.delete(key)));
}

async function cacheFirst(request, name) {
  const cache = await caches.open(name);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') {
    await cache.put(request, response.clone());
    void trim(name);
  }
  return response;
}

async function networkFirst(request) {
  const cache = await caches.open(PAGES);
  const fromNetwork = fetch(request).then(async (response) => {
    if (response.ok) {
      await cache.put(request, response.clone());
      void trim(PAGES);
    }
    return response;
  });
  const slow = new Promise((resolve) => setTimeout(resolve, PAGE_WAIT_MS));
  try {
    const first = await Promise.race([fromNetwork, slow.then(() => undefined)]);
    if (first) return first;
    return (await cache.match(request)) ?? (await fromNetwork);
  } catch {
    // Offline: this page as last seen, else any page (the app routes itself).
    return (
      (await cache.match(request)) ??
      (await cache.match('/')) ??
      (await cache.keys().then((k) => k[0] && cache.match(k[0]))) ??
      Response.error()
    );
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;
  if (request.mode === 'navigate') return event.respondWith(networkFirst(request));
  if (url.pathname.startsWith('/assets/')) return event.respondWith(cacheFirst(request, ASSETS));
  if (url.pathname.startsWith('/media/') && request.destination === 'image')
    return event.respondWith(cacheFirst(request, IMAGES));
});
