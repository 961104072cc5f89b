import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchBrowser, newPage, shot } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

it('shows the browsable API documentation under the security headers', async () => {
  const { context, page } = await newPage(browser);
  const blocked: string[] = [];
  page.on('console', (m) => m.type() === 'error' && blocked.push(m.text()));
  await page.goto('/api/docs');
  await page.getByText('/api/v1/token/login/').first().waitFor();
  await shot(page, 'api-docs', { fullPage: false });
  expect(blocked.filter((t) => /Content Security Policy/i.test(t))).toEqual([]);
  await context.close();
});
