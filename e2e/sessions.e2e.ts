import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { baseURL, launchBrowser, newPage, shot, languagesAt } from './support/browser';
import { logIn } from './support/login';
import { codeSentTo } from './support/outbox';

// Signed-in devices (issue 12): a member finds the page from the user menu, sees each browser that holds
// a session of theirs, and signs one or all others out; the page reads in MN and EN at 1280 and 320 px.
// The member is new, so signing out "all others" cannot end another suite's demo session.

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:121.0) Gecko/20100101 Firefox/121.0';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

const api = (path: string, init: { body?: object; token?: string; userAgent?: string } = {}) =>
  fetch(`${baseURL()}/api${path}`, {
    method: init.body ? 'POST' : 'GET',
    headers: {
      'x-api-key': 'mfi-dev-key',
      'content-type': 'application/json',
      ...(init.token ? { authorization: `Token ${init.token}` } : {}),
      ...(init.userAgent ? { 'user-agent': init.userAgent } : {}),
    },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });

const stamp = `${Date.now() % 100000}`;
const member = {
  username: `ses${stamp.replace(/\d/g, (d) => 'abcdefghij'[+d])}`,
  email: `ses${stamp}@example.mn`,
  phone: String(50_000_000 + (Date.now() % 9_000_000)),
  password: 'Sessions#Pass1',
};

/** A login from another browser: its token. */
async function loginFrom(userAgent: string) {
  const res = await api('/v1/token/login/', {
    body: { username: member.username, password: member.password },
    userAgent,
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { auth_token: string }).auth_token;
}

const profileStatus = async (token: string) => (await api('/user/api/v-user-profile-short/', { token })).status;
const rows = (page: Page) => page.getByTestId('session-row');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  const signup = await api('/v1/users/', {
    body: { username: member.username, email: member.email, phone: member.phone, password: member.password },
  });
  expect(signup.status).toBe(201);
  const activated = await api('/user-activate/', {
    body: { phone: member.phone, code: await codeSentTo(member.phone) },
  });
  expect(await activated.json()).toEqual({ status: true });
});
afterAll(() => browser?.close());

describe('signed-in devices', () => {
  it('lists the member’s sessions from the user menu and signs one, then all others, out', async () => {
    const firefox = await loginFrom(FIREFOX);
    const iphone = await loginFrom(IPHONE);
    const { context, page } = await newPage(browser);
    await logIn(page, member.username, member.password);
    await page.getByRole('button', { name: 'Хэрэглэгчийн цэс' }).click();
    await page.getByRole('menuitem', { name: 'Нэвтэрсэн төхөөрөмжүүд' }).click();
    await page.waitForURL((url) => url.pathname === '/account/sessions');
    await page.getByRole('heading', { name: 'Нэвтэрсэн төхөөрөмжүүд', level: 1 }).waitFor();
    await expect.poll(() => rows(page).count()).toBe(3);
    // The latest used first: this browser's, marked as this device and with no sign-out button.
    await expect.poll(() => rows(page).first().innerText()).toContain('Энэ төхөөрөмж');
    expect(await rows(page).first().getByRole('button').count()).toBe(0);
    await page.getByRole('heading', { name: 'Firefox · Linux' }).waitFor();
    await shot(page, 'sessions-three');

    await page.getByRole('button', { name: 'Гаргах: Firefox · Linux' }).click();
    await page.getByText('Төхөөрөмжийг гаргалаа!').waitFor();
    await expect.poll(() => rows(page).count()).toBe(2);
    expect(await profileStatus(firefox)).toBe(401);
    expect(await profileStatus(iphone)).toBe(200);

    await page.getByRole('button', { name: 'Бусад бүх төхөөрөмжөөс гарах' }).click();
    await page.getByText('Бусад бүх төхөөрөмжөөс гарлаа!').waitFor();
    await expect.poll(() => rows(page).count()).toBe(1);
    expect(await profileStatus(iphone)).toBe(401);
    expect(await page.getByRole('button', { name: 'Бусад бүх төхөөрөмжөөс гарах' }).isDisabled()).toBe(true);
    await context.close();
  });

  for (const width of [1280, 320]) {
    for (const language of languagesAt(width)) {
      it(`reads at ${width} px in ${language.toUpperCase()} with no serious axe violation`, async () => {
        await loginFrom(IPHONE);
        const { context, page } = await newPage(browser, width, 800);
        await logIn(page, member.username, member.password);
        await page.evaluate((lang) => window.localStorage.setItem('language', lang), language);
        await page.goto('/account/sessions');
        const title = language === 'mn' ? 'Нэвтэрсэн төхөөрөмжүүд' : 'Signed-in devices';
        await page.getByRole('heading', { name: title, level: 1 }).waitFor();
        await page.getByRole('heading', { name: 'Safari · iOS' }).first().waitFor();
        await page.getByText(language === 'mn' ? 'Энэ төхөөрөмж' : 'This device').waitFor();
        // Nothing spills sideways at 320 px.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await page.waitForLoadState('networkidle');
        expect(await seriousViolations(page)).toEqual([]);
        await shot(page, `sessions-${width}-${language}`);
        await context.close();
      });
    }
  }
});
