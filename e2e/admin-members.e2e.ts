import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { launchBrowser, newPage, shot } from './support/browser';
import { api, apiAnswer, newMember, type NewMember } from './support/api';
import { logIn } from './support/login';

// Issue 25 parts 3 and 4: the demo admin grants a member a role, closes and reopens the account (the member's
// token is refused at once, then they sign in again), merges two tags, and reads it all in the audit log; the
// console's pages at 1280 px in Mongolian and 320 px in English, with axe.

const ADMIN = { username: 'admin', password: 'Admin#2026mfi' };
const stamp = Date.now() % 100_000;
let browser: Browser;
let member: NewMember;
let adminToken: string;
const tagNames = [`нэгтгэх-${stamp}`, `үлдэх-${stamp}`];

beforeAll(async () => {
  browser = await launchBrowser();
  member = await newMember(`adm${stamp}`, String(88_000_000 + stamp), 'Member#2026mfi');
  adminToken = (await api<{ auth_token: string }>('/v1/token/login/', { body: ADMIN })).auth_token;
  for (const name of tagNames) await api('/reference/api-create-tag/', { body: { name }, token: adminToken });
});
afterAll(() => browser?.close());

const memberCard = (page: Page) => page.getByTestId('member-card').filter({ hasText: `@${member.username}` });
const snack = (page: Page, text: string | RegExp) => page.getByRole('alert').filter({ hasText: text });

describe('the admin console', () => {
  it('grants a role, closes and reopens an account, merges two tags, and logs each action', async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, ADMIN.username, ADMIN.password);
    // The header's admin menu leads to the console.
    await page.getByRole('button', { name: 'Админ' }).first().click();
    await page.getByRole('menuitem', { name: 'Гишүүд ба эрх' }).click();
    // In the console's frame: its heading, the Members tab chosen, the section's own heading under it.
    await page.getByRole('heading', { level: 1, name: 'Админ самбар' }).waitFor();
    await page.getByRole('tab', { name: 'Гишүүд', selected: true }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Гишүүд ба эрх' }).waitFor();

    await page.getByLabel('Нэр, хэрэглэгчийн нэр, имэйл эсвэл утас').fill(member.username);
    await page.keyboard.press('Enter');
    const card = memberCard(page);
    // The box follows the server's answer: it turns on once the grant is saved.
    const critic = card.getByRole('checkbox', { name: 'Шүүмжлэгч' });
    await critic.click();
    await snack(page, '«Шүүмжлэгч» эрх олголоо').waitFor();
    await expect.poll(() => critic.isChecked(), { timeout: 15_000 }).toBe(true);
    const short = await api<{ user_profile: { critic: boolean } }>('/user/api/v-user-profile-short/', {
      token: member.token,
    });
    expect(short.user_profile.critic).toBe(true);

    await card.getByRole('button', { name: 'Бүртгэл хаах' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Бүртгэл хаах' }).click();
    await card.getByText('Хаагдсан').waitFor();
    expect((await apiAnswer('/user/api/v-user-profile-short/', { token: member.token })).status).toBe(401);
    const login = await apiAnswer('/v1/token/login/', {
      body: { username: member.username, password: member.password },
    });
    expect(login.body).toEqual({ non_field_errors: ['User account is disabled.'] });
    await shot(page, 'admin-members-1280-mn');
    expect(await seriousViolations(page)).toEqual([]);

    // The closed member's page says so instead of "not found".
    await page.goto(`/user/${member.slug}`);
    await page.getByRole('heading', { level: 1, name: 'Бүртгэл хаагдсан' }).waitFor();
    await shot(page, 'admin-closed-profile-1280-mn', { fullPage: false });
    await page.goBack();
    await card.getByRole('button', { name: 'Бүртгэл нээх' }).click();
    await card.getByText('Идэвхтэй').waitFor();
    expect(
      (await apiAnswer('/v1/token/login/', { body: { username: member.username, password: member.password } })).status,
    ).toBe(200);

    // Merge the first tag into the second: the first is gone, the second stays.
    await page.goto(`/admin/reference?kind=tag&q=${stamp}`);
    const row = page.getByTestId('reference-row').filter({ hasText: tagNames[0] });
    await row.getByRole('button', { name: 'Нэгтгэх' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Аль утга руу нэгтгэх вэ').fill(tagNames[1]);
    await page.getByRole('option', { name: tagNames[1] }).click();
    await dialog.getByRole('button', { name: 'Нэгтгэх' }).click();
    await snack(page, `«${tagNames[1]}» руу нэгтгэлээ`).waitFor();
    await row.waitFor({ state: 'detached' });
    await page.getByTestId('reference-row').filter({ hasText: tagNames[1] }).waitFor();
    await shot(page, 'admin-reference-1280-mn');
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto(`/admin/audit?member=${member.username}`);
    await page.getByTestId('audit-entry').nth(2).waitFor();
    expect(await page.getByTestId('audit-entry').count()).toBe(3);
    await page.getByText('эрх олгов').waitFor();
    await shot(page, 'admin-audit-1280-mn');
    await context.close();
  }, 180_000);

  it('reads in English on a phone', async () => {
    const { context, page } = await newPage(browser, 320, 740);
    // English, signed in as the admin with the token the API gave (the login page is the Mongolian test's).
    await context.addInitScript(
      ({ token }) => {
        window.localStorage.setItem('language', 'en');
        window.localStorage.setItem('token', token);
      },
      { token: adminToken },
    );
    for (const [path, heading, name] of [
      [`/admin/members?q=${member.username}`, 'Members and roles', 'admin-members-320-en'],
      [`/admin/reference?kind=tag&q=${stamp}`, 'Reference data', 'admin-reference-320-en'],
      [`/admin/audit?member=${member.username}`, 'Audit log', 'admin-audit-320-en'],
    ] as const) {
      await page.goto(path);
      await page.getByRole('heading', { level: 2, name: heading }).waitFor();
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
      await shot(page, name);
    }
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  }, 120_000);
});
