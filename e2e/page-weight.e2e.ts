import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './support/browser';
import { logIn } from './support/login';

// Issue 11 section 6 and issue 12: a guest reading a title downloads no form code (zod, react-hook-form: the
// `forms` chunk, apps/web/vite.config.ts), every script comes compressed by the build and cached for a year,
// and no page breaks the CSP (zod 4 probes `new Function` unless jitless: apps/web/src/lib/zod-jitless.ts).

// The home page's first load (entry + static imports, gzip) stays under its budget: the check is the `size`
// script of apps/web (one place for the figure), run here on the build the e2e suite serves.
describe('the home page’s initial JS', () => {
  it('stays within its gzip budget', () => {
    const script = join(import.meta.dirname, '..', 'apps', 'web', 'scripts', 'initial-js-size.mjs');
    const run = spawnSync(process.execPath, [script], { encoding: 'utf8' });
    expect(run.status, `${run.stdout}${run.stderr}`).toBe(0);
  });
});

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const MOVIE = '/movie/rashomon/detail';
const SEASON = '/serial/breaking-bad/season-1/detail';
const FORMS_CHUNK = /\/assets\/forms-[\w-]+\.js$/;

/** Every script the page fetches (with its answer's headers) and every CSP violation it reports. */
async function watch(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  const scripts: { url: string; encoding?: string; cacheControl?: string }[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    const headers = response.headers();
    scripts.push({
      url: response.url(),
      encoding: headers['content-encoding'],
      cacheControl: headers['cache-control'],
    });
  });
  const violations = () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
  return { scripts, violations };
}

describe('what a title page downloads', () => {
  it('a guest’s movie and season pages fetch no form code, each script brotli-compressed and immutable, and break no CSP rule', async () => {
    const { context, page } = await newPage(browser);
    const { scripts, violations } = await watch(page);
    await page.goto(MOVIE);
    await page.getByText('Кинонд үнэлгээ өгөхийн тулд нэвтэрнэ үү.').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await violations()).toEqual([]);

    await page.goto(SEASON);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(await violations()).toEqual([]);

    expect(scripts.length).toBeGreaterThan(10);
    expect(scripts.filter((s) => FORMS_CHUNK.test(s.url)).map((s) => s.url)).toEqual([]);
    for (const s of scripts) {
      expect(s.cacheControl, s.url).toBe('public, max-age=31536000, immutable');
      expect(s.encoding, s.url).toBe('br');
    }
    await context.close();
  });

  it('a member’s rating form loads the form code and checks its fields without breaking the CSP', async () => {
    const { context, page } = await newPage(browser);
    const { scripts, violations } = await watch(page);
    await logIn(page, 'member', 'Member#2026mfi'); // the login form is checked by zod too
    expect(await violations()).toEqual([]);
    await page.goto(MOVIE);
    await page.getByRole('button', { name: 'Үнэлгээ өгөх' }).click();
    const dialog = page.getByRole('dialog', { name: /Үнэлгээ ба сэтгэгдэл/ });
    await dialog.getByLabel('Тоон үнэлгээ (0-100)').fill('101');
    await dialog.getByRole('button', { name: 'Хадгалах' }).click();
    await dialog.getByRole('alert').getByText('Та тоон үнэлгээгээ зөв оруулна уу!').waitFor();

    expect(scripts.some((s) => FORMS_CHUNK.test(s.url))).toBe(true);
    expect(await violations()).toEqual([]);
    await context.close();
  });
});
