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

/**
 * The languages a page check runs in at a width: Mongolian at 1280 px, English at 320 px, so both widths and
 * both languages are met in two passes, not four (the four cost CI minutes); E2E_ALL_PAIRS=1 runs all four.
 */
export function languagesAt(width: number): readonly ('mn' | 'en')[] {
  if (process.env.E2E_ALL_PAIRS === '1') return ['mn', 'en'];
  return width === 320 ? ['en'] : ['mn'];
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

/**
 * Saves a screenshot under .test-results/screenshots for a person to look at. CI (E2E_SHOTS=0) takes none:
 * nobody looks at a clean clone's files, and full-page PNGs of two hundred pages cost minutes of its two cores.
 */
export async function shot(page: Page, name: string, opts: { fullPage?: boolean } = {}) {
  if (process.env.E2E_SHOTS === '0') return;
  fs.mkdirSync(SHOTS_DIR, { recursive: true });
  // Open menus and drawers close when a full-page shot resizes the viewport: shoot those as seen.
  await page.screenshot({ path: path.join(SHOTS_DIR, `${name}.png`), fullPage: opts.fullPage ?? true });
}
