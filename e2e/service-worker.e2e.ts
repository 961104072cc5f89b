import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, shot } from './support/browser';

// Issue 26 part 7: a second visit opens at once. The service worker (apps/web/public/sw.js) answers the build's
// files and the posters seen from its cache; API calls always go to the server; with the network gone, the
// last page seen still opens.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const MOVIE = '/movie/tsogt-taij/detail';

describe('the service worker', () => {
  it('keeps the app’s files and the posters seen, leaves the API to the network, and opens a seen page offline', async () => {
    const { context, page } = await newPage(browser);
    // The app leaves the worker off under a test driver (lib/service-worker.ts); this suite is a reader.
    await context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false }));
    await page.goto(MOVIE);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForFunction(
      async () => Boolean(await navigator.serviceWorker.ready) && navigator.serviceWorker.controller !== null,
    );

    const seen: { url: string; fromWorker: boolean; type: string }[] = [];
    page.on('response', (response) =>
      seen.push({
        url: new URL(response.url()).pathname,
        fromWorker: response.fromServiceWorker(),
        type: response.request().resourceType(),
      }),
    );
    await page.reload();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForLoadState('networkidle');

    const scripts = seen.filter((r) => r.url.startsWith('/assets/'));
    expect(scripts.length).toBeGreaterThan(5);
    expect(scripts.filter((r) => !r.fromWorker)).toEqual([]);
    const posters = seen.filter((r) => r.url.startsWith('/media/'));
    expect(posters.length).toBeGreaterThan(0);
    expect(posters.filter((r) => !r.fromWorker)).toEqual([]);
    const cached = await page.evaluate(async () => {
      const assets = await (await caches.open('mfi-assets-v1')).keys();
      const api = await Promise.all(
        (await caches.keys()).map(
          async (name) => (await (await caches.open(name)).keys()).filter((r) => r.url.includes('/api/')).length,
        ),
      );
      return { assets: assets.length, api: api.reduce((a, b) => a + b, 0) };
    });
    expect(cached.assets).toBeGreaterThan(5);
    expect(cached.api).toBe(0);

    await context.setOffline(true);
    const offline = await page.reload();
    expect(offline?.status()).toBe(200);
    expect(offline?.fromServiceWorker()).toBe(true);
    // The shell opens (its data calls fail offline, and say so).
    await page.getByRole('navigation').first().waitFor();
    await shot(page, 'service-worker-offline-1280', { fullPage: false });
    await context.setOffline(false);
    await context.close();
  });
});
