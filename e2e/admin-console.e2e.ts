import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from './support/api';
import { baseURL, launchBrowser, newPage, shot } from './support/browser';
import { logIn } from './support/login';

// The admin console (issue 25): the seeded publisher writes three draft articles through the API; the admin
// publishes two from the queue at once and sends the third back with a reason, which the publisher then reads in
// their notifications; the publisher edits an article, and the admin opens its history from the article's admin
// bar and reverts the edit.
// Lean on purpose: one browser, few page loads; screenshots at 1280 and 320 px in MN and EN.

let browser: Browser;
const stamp = Date.now() % 1_000_000;
const titles = [`Ноорог А ${stamp}`, `Ноорог Б ${stamp}`, `Ноорог В ${stamp}`];
const REASON = `Эх сурвалжаа нэмнэ үү ${stamp}`;
type Form = { slug: string; type_slug: string; sub_type_slug: string };
let types: { type: number; sub_type: number };
let publisherToken: string;

async function journalForm(path: string, fields: Record<string, string>) {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.set(k, v);
  const response = await fetch(new URL(`/api/journal/${path}/`, baseURL()), {
    method: 'POST',
    headers: { 'X-Api-Key': 'mfi-dev-key', Authorization: `Token ${publisherToken}` },
    body,
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Form;
}
const fieldsOf = (title: string, content: string) => ({
  title,
  type: String(types.type),
  sub_type: String(types.sub_type),
  tags: JSON.stringify([`шошго ${stamp}`]),
  content,
  artists: '[]',
  movies: '[]',
  serials: '[]',
});

beforeAll(async () => {
  browser = await launchBrowser();
  publisherToken = (
    await api<{ auth_token: string }>('/v1/token/login/', {
      body: { username: 'publisher', password: 'Publish#2026mfi' },
    })
  ).auth_token;
  const main = (await api<{ journal_type_list: { id: number }[] }>('/journal/journal-type-api-list/'))
    .journal_type_list[0]!;
  const sub = (
    await api<{ journal_type_list: { id: number }[] }>('/journal/journal-subtype-api-list/', {
      query: { journalType: String(main.id) },
    })
  ).journal_type_list[0]!;
  types = { type: main.id, sub_type: sub.id };
});
afterAll(() => browser?.close());

describe('the admin console', () => {
  it('publishes two drafts at once, sends the third back with a reason its creator reads, and reverts an edit', async () => {
    const forms: Form[] = [];
    for (const title of titles) forms.push(await journalForm('api-journal-create', fieldsOf(title, `<p>${title}</p>`)));
    // The publisher edits the first one: the admin will revert this edit.
    const edited = await journalForm('api-journal-update', {
      ...fieldsOf(`${titles[0]} засвар`, '<p>Засвар</p>'),
      ...forms[0]!,
    });

    const { context, page } = await newPage(browser);
    await logIn(page, 'admin', 'Admin#2026mfi');
    await page.getByRole('button', { name: 'Админ' }).click();
    await page.getByRole('menuitem', { name: 'Админ самбар' }).click();
    await page.waitForURL((url) => url.pathname === '/admin');
    await page.getByRole('heading', { level: 1, name: 'Админ самбар' }).waitFor();
    await page.getByRole('tab', { name: 'Хянах дараалал' }).waitFor();
    await page.getByText(`${titles[0]} засвар`).waitFor();
    for (const width of [1280, 320]) {
      await page.setViewportSize({ width, height: 900 });
      await shot(page, `admin-queue-mn-${width}`);
    }
    await page.setViewportSize({ width: 1280, height: 900 });

    const card = (title: string) => page.getByTestId('queue-item').filter({ hasText: title });
    await card(`${titles[0]} засвар`).getByRole('checkbox').check();
    await card(titles[1]!).getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Сонгосон 2-г нийтлэх' }).click();
    await page.getByRole('alert').filter({ hasText: '2 зүйл нийтлэгдлээ!' }).waitFor();
    await card(titles[1]!).waitFor({ state: 'detached' });

    await card(titles[2]!).getByRole('button', { name: 'Буцаах' }).click();
    await page.getByRole('textbox', { name: 'Шалтгаан' }).fill(REASON);
    await page.getByRole('dialog').getByRole('button', { name: 'Буцаах' }).click();
    await card(titles[2]!).getByText(REASON).waitFor();

    // The first article's history, opened from its page's admin bar (the answer's `can_see_history`): its
    // create, edit and publish; the admin reverts to the create.
    await page.goto(`/journal/${edited.type_slug}/${edited.sub_type_slug}/${edited.slug}`);
    await page.getByTestId('admin-bar').getByRole('link', { name: 'Засварын түүх' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/admin/history/journal/'));
    await page.getByTestId('revision').first().waitFor();
    expect(await page.getByTestId('revision').count()).toBe(3);
    for (const width of [320, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await shot(page, `admin-history-mn-${width}`);
    }
    await page.getByTestId('revision').last().getByRole('button', { name: 'Энэ хувилбар руу буцаах' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Энэ хувилбар руу буцаах' }).click();
    await page.getByRole('alert').filter({ hasText: 'Сонгосон хувилбар руу буцаалаа!' }).waitFor();
    await page.getByTestId('revision').filter({ hasText: 'Буцаасан' }).waitFor();
    await page.getByRole('link', { name: titles[0] }).waitFor();

    // English, both widths: the history, then the queue through the console's tab.
    await page.evaluate(() => localStorage.setItem('language', 'en'));
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Admin console' }).waitFor();
    await page.getByTestId('revision').filter({ hasText: 'Reverted' }).waitFor();
    for (const width of [1280, 320]) {
      await page.setViewportSize({ width, height: 900 });
      await shot(page, `admin-history-en-${width}`);
    }
    await page.getByRole('tab', { name: 'Moderation queue' }).click();
    await page.waitForURL((url) => url.pathname === '/admin');
    await card(titles[2]!).getByText(REASON).waitFor();
    for (const width of [320, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await shot(page, `admin-queue-en-${width}`);
    }
    await context.close();

    // The creator reads the reason in their notifications.
    const inbox = await newPage(browser);
    await logIn(inbox.page, 'publisher', 'Publish#2026mfi');
    await inbox.page
      .getByRole('button', { name: /Мэдэгдэл/ })
      .first()
      .click();
    await inbox.page.getByText(REASON, { exact: false }).first().waitFor();
    await shot(inbox.page, 'admin-rejection-notice');
    await inbox.context.close();
  }, 180_000); // three minutes, as the lists and a11y walks: a busy machine took it past the default minute
});
