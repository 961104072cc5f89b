import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';

/** This worker's server (support/server.ts starts one per worker). */
export const server = () => {
  const servers = inject('servers');
  return servers[(Number(process.env.VITEST_POOL_ID ?? 1) - 1) % servers.length]!;
};
export const baseURL = () => server().baseURL;
export const SHOTS_DIR = path.resolve(import.meta.dirname, '../../.test-results/screenshots');

/** Debian's Chromium, with the flags this machine's closed network needs. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}

export async function newPage(
  browser: Browser,
  width = 1280,
  height = 900,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: baseURL(), viewport: { width, height }, locale: 'mn-MN' });
  const page = await context.newPage();
  return { context, page };
}

/** Saves a screenshot under .test-results/screenshots for a person to look at. */
export async function shot(page: Page, name: string, opts: { fullPage?: boolean } = {}) {
  fs.mkdirSync(SHOTS_DIR, { recursive: true });
  // Open menus and drawers close when a full-page shot resizes the viewport: shoot those as seen.
  await page.screenshot({ path: path.join(SHOTS_DIR, `${name}.png`), fullPage: opts.fullPage ?? true });
}
