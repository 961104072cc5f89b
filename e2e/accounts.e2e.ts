import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, shot } from './support/browser';
import { codeSentTo, linkMailedTo } from './support/outbox';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

let n = 0;
function person() {
  n += 1;
  const stamp = `${Date.now() % 100000}${n}`;
  const letters = stamp.replace(/\d/g, (d) => 'abcdefghij'[+d]);
  return {
    username: `e2e${letters}`.slice(0, 20),
    email: `e2e${stamp}@example.mn`,
    phone: String(60_000_000 + ((Date.now() + n * 7919) % 30_000_000)),
    password: 'E2e#Password1',
  };
}

async function logIn(page: Page, username: string, password: string) {
  await page.getByLabel('Хэрэглэгчийн нэр').fill(username);
  await page.getByLabel('Нууц үг', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Нэвтрэх' }).last().click();
}

describe('accounts in the browser', () => {
  it('signs up, activates with the texted code, logs in, sees the user menu and logs out', async () => {
    const { context, page } = await newPage(browser);
    const p = person();
    await page.goto('/signup');
    await page.getByRole('heading', { name: 'Бүртгүүлэх' }).waitFor();
    const submit = page.getByRole('button', { name: 'Бүртгүүлэх' });
    await page.getByLabel('Хэрэглэгчийн нэр').fill(p.username);
    await page.getByLabel('Имэйл').fill(p.email);
    await page.getByLabel('Утасны дугаар').fill(p.phone);
    await page.getByLabel('Нууц үг', { exact: true }).fill(p.password);
    await page.getByLabel('Нууц үг давтах').fill('Different#1234');
    await page.getByText('Нууц үгнүүд таарахгүй байна!').waitFor();
    expect(await submit.isDisabled()).toBe(true);
    await page.getByLabel('Нууц үг давтах').fill(p.password);
    await page.getByLabel('Үйлчилгээний нөхцөлийг зөвшөөрч байна').check();
    await shot(page, 'signup-filled');
    await submit.click();

    await page.getByLabel('Баталгаажуулах код').waitFor();
    await expect.poll(() => page.getByRole('button', { name: /Код дахин илгээх/ }).isDisabled()).toBe(true);
    await shot(page, 'signup-code-step');
    const code = await codeSentTo(p.phone);
    await page.getByLabel('Баталгаажуулах код').fill(code);
    await page.getByRole('button', { name: 'Идэвхжүүлэх' }).click();

    await page.waitForURL('**/login');
    await logIn(page, p.username, p.password);
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('button', { name: 'Хэрэглэгчийн цэс' }).click();
    await shot(page, 'user-menu', { fullPage: false });
    await page.getByRole('menuitem', { name: 'Гарах' }).click();
    await page.getByText('Та системээс гарлаа!').waitFor();
    await shot(page, 'logged-out');
    await context.close();
  });

  it('refuses a wrong password with the spec’s message', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/login');
    await logIn(page, 'member', 'Wrong#Password1');
    await page.getByText('Та хэрэглэгчийн нэр, нууц үгээ зөв оруулна уу!').waitFor();
    await shot(page, 'login-wrong-password');
    await context.close();
  });

  it('resets a forgotten password through the mailed link', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/forgot-password');
    await page.getByLabel('Имэйл').fill('critic@demo.mfi.mn');
    await page.getByRole('button', { name: 'Илгээх' }).click();
    const link = await linkMailedTo('critic@demo.mfi.mn');
    await page.goto(new URL(link).pathname);
    await page.getByLabel('Шинэ нууц үг', { exact: true }).fill('Critic#New2026');
    await page.getByLabel('Шинэ нууц үг давтах').fill('Critic#New2026');
    await shot(page, 'reset-password');
    await page.getByRole('button', { name: 'Хадгалах' }).click();
    await page.waitForURL('**/login');
    await logIn(page, 'critic', 'Critic#New2026');
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('button', { name: 'Хэрэглэгчийн цэс' }).waitFor();
    await context.close();
  });

  it('sends a guest on a login-required route to login and back after it', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/movie/create?from=test');
    await page.waitForURL('**/login?redirect=*');
    expect(decodeURIComponent(new URL(page.url()).searchParams.get('redirect')!)).toBe('/movie/create?from=test');
    await logIn(page, 'member', 'Member#2026mfi');
    await page.waitForURL((url) => url.pathname === '/movie/create');
    await context.close();
  });

  it('shows not-found to a member on a contributor route, and on unknown paths', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/login');
    await logIn(page, 'member', 'Member#2026mfi');
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/unpublished/movie');
    await page.getByRole('heading', { name: 'Хуудас олдсонгүй' }).waitFor();
    await page.goto('/no/such/page');
    await page.getByRole('heading', { name: 'Хуудас олдсонгүй' }).waitFor();
    await shot(page, 'not-found');
    await page.getByRole('link', { name: 'Нүүр хуудас руу буцах' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });

  it('switches every text between Mongolian and English', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Нэвтрэх' }).waitFor();
    await page.getByRole('button', { name: 'EN', exact: true }).click();
    await page.getByRole('heading', { name: 'Log in' }).waitFor();
    await shot(page, 'login-english');
    await page.reload();
    await page.getByRole('heading', { name: 'Log in' }).waitFor();
    await page.getByRole('button', { name: 'MN', exact: true }).click();
    await page.getByRole('heading', { name: 'Нэвтрэх' }).waitFor();
    await context.close();
  });

  it('opens the drawer at 320 px', async () => {
    const { context, page } = await newPage(browser, 320, 640);
    await page.goto('/');
    await page.getByRole('button', { name: 'Цэс нээх' }).click();
    await page.getByRole('link', { name: 'Монгол уран бүтээлчид' }).waitFor();
    await page.waitForTimeout(400); // let the drawer finish sliding in before the picture
    await shot(page, 'drawer-320', { fullPage: false });
    await page.getByRole('link', { name: 'Монгол уран бүтээлчид' }).click();
    await page.waitForURL('**/mongol-artist');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);
    await context.close();
  });
});
