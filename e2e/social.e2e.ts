import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { api, apiAnswer, newMember, type NewMember } from './support/api';
import { launchBrowser, newPage, shot, languagesAt } from './support/browser';

// Issue 15 items 6 and 7, part 1 sections 2, 3, 4 and 9: a member posts a short message on their feed (the
// box counts and refuses a 1,001st character), another member likes it and comments, the author sees both;
// a visitor without a session reads the feed, follows the comment box's prompt to log in and comes back to
// the feed; a member the author blocked gets no comment box and the server refuses their comment and like;
// a rating becomes a card with its stars and leaves with the rating; the author deletes a comment and the
// message after confirming. The feed passes axe at 1280 and 320 px, in Mongolian and in English. Three fresh
// members, so no other file's demo accounts are followed, blocked or rated here.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const stamp = String(Date.now() % 100000).padStart(5, '0');

type Member = NewMember;

/** A fresh member for this file: `name` and the run's stamp, a phone of their own. */
const member = (name: string, n: number) =>
  newMember(`${name}${stamp}`, `9${stamp}${n}0`.slice(0, 8), 'Social#2026mfi');

/** Logs in through the login page, from wherever the guard sent the visitor, and waits to leave it. */
async function logInAs(page: Page, member: Member, from = '/login') {
  if (from) await page.goto(from);
  await page.getByLabel('Хэрэглэгчийн нэр').fill(member.username);
  await page.getByLabel('Нууц үг', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Нэвтрэх' }).last().click();
  await page.waitForURL((url) => url.pathname !== '/login');
}

const feedOf = (member: Member) => `/user/${member.slug}`;
const firstMessage = (page: Page) => page.getByTestId('short-message').first();
const heart = (page: Page) =>
  firstMessage(page)
    .getByRole('button', { name: /^(Таалагдлаа|Like)\s*\d+$/ })
    .first();

let author: Member;
let reader: Member;
let outsider: Member;
const message = `Өнөөдөр «Цогт тайж»-ийг дахин үзлээ ${stamp}.\n<b>Сонгодог</b> хэвээрээ!`;
const comment = `Би ч бас үзмээр байна ${stamp}`;

describe('the member feed in the browser', () => {
  beforeAll(async () => {
    author = await member('feedauthor', 1);
    reader = await member('feedreader', 2);
    outsider = await member('feedblocked', 3);
  });

  it('a member posts a message: the box counts, refuses 1,001 characters, and the message tops the feed as text', async () => {
    const { context, page } = await newPage(browser);
    await logInAs(page, author);
    await page.goto(feedOf(author));
    const box = page.getByRole('textbox', { name: 'Богино зурвас' });
    await box.waitFor();
    await page.getByTestId('feed-empty').waitFor();
    const post = page.getByRole('button', { name: 'Нийтлэх' });
    expect(await post.isDisabled()).toBe(true);
    await page.getByText('0 / 1000').waitFor();

    await box.fill('я'.repeat(1001));
    await page.getByText('1000 тэмдэгтээс хэтэрлээ!').waitFor();
    await page.getByText('1001 / 1000').waitFor();
    expect(await post.isDisabled()).toBe(true);
    await shot(page, 'social-composer-too-long');

    await box.fill(message);
    expect(await post.isDisabled()).toBe(false);
    await post.click();
    await page.getByText('Зурвас нийтлэгдлээ!').waitFor();
    await firstMessage(page).waitFor();
    expect(await firstMessage(page).getByTestId('short-message-body').innerText()).toBe(message);
    expect(await firstMessage(page).locator('b').count()).toBe(0);
    expect(await box.inputValue()).toBe('');
    // The own message has a bin; it is 0 likes and 0 comments.
    await firstMessage(page).getByRole('button', { name: 'Зурвасыг устгах' }).waitFor();
    expect(await heart(page).getAttribute('aria-pressed')).toBe('false');
    await firstMessage(page).getByRole('button', { name: 'Сэтгэгдэл (0)' }).waitFor();
    await shot(page, 'social-own-feed-posted');
    await context.close();
  });

  it('another member likes it and comments; the like holds after a reload', async () => {
    const { context, page } = await newPage(browser);
    await logInAs(page, reader);
    await page.goto(feedOf(author));
    await firstMessage(page).waitFor();
    expect(await page.getByRole('textbox', { name: 'Богино зурвас' }).count()).toBe(0);
    expect(await firstMessage(page).getByRole('button', { name: 'Зурвасыг устгах' }).count()).toBe(0);

    await heart(page).click();
    await expect.poll(() => heart(page).getAttribute('aria-pressed')).toBe('true');
    expect(await heart(page).innerText()).toContain('1');

    await firstMessage(page).getByRole('button', { name: 'Сэтгэгдэл (0)' }).click();
    await firstMessage(page).getByText('Сэтгэгдэл алга. Эхнийх нь болоорой!').waitFor();
    const box = firstMessage(page).getByRole('textbox', { name: 'Сэтгэгдэл бичих' });
    await box.fill(comment);
    await firstMessage(page).getByRole('button', { name: 'Илгээх' }).click();
    await firstMessage(page).getByTestId('comment-body').filter({ hasText: comment }).waitFor();
    await firstMessage(page).getByRole('button', { name: 'Сэтгэгдэл (1)' }).waitFor();
    expect(await box.inputValue()).toBe('');
    await shot(page, 'social-reader-commented');

    await page.reload();
    await firstMessage(page).waitFor();
    expect(await heart(page).getAttribute('aria-pressed')).toBe('true');
    expect(await heart(page).innerText()).toContain('1');
    await context.close();
  });

  it('the author sees the like and the comment and likes the comment back', async () => {
    const { context, page } = await newPage(browser);
    await logInAs(page, author);
    await page.goto(feedOf(author));
    await firstMessage(page).waitFor();
    expect(await heart(page).getAttribute('aria-pressed')).toBe('false');
    expect(await heart(page).innerText()).toContain('1');
    await firstMessage(page).getByRole('button', { name: 'Сэтгэгдэл (1)' }).click();
    const row = firstMessage(page).getByTestId('comment').filter({ hasText: comment });
    await row.waitFor();
    await row.getByRole('link', { name: reader.username }).waitFor();
    // The author may delete their message, not the reader's comment.
    expect(await row.getByRole('button', { name: 'Сэтгэгдлийг устгах' }).count()).toBe(0);
    const commentHeart = row.getByRole('button', { name: /^Таалагдлаа\s*\d+$/ });
    await commentHeart.click();
    await expect.poll(() => commentHeart.getAttribute('aria-pressed')).toBe('true');
    expect(await commentHeart.innerText()).toContain('1');
    await shot(page, 'social-author-sees-comment');
    await context.close();
  });

  it('a visitor without a session reads the feed, is asked to log in where they would comment, and comes back with a comment box', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(feedOf(author));
    // The feed is open to guests (issue 26, decision 027): the comments read, the box is a prompt.
    await firstMessage(page).getByRole('button', { name: 'Сэтгэгдэл (1)' }).click();
    await firstMessage(page).getByTestId('comment').filter({ hasText: comment }).waitFor();
    const prompt = firstMessage(page).getByTestId('comment-login-prompt');
    await prompt.getByRole('link', { name: 'Нэвтрэх' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(feedOf(author));
    await logInAs(page, reader, '');
    await page.waitForURL((url) => url.pathname === feedOf(author));
    await firstMessage(page).getByRole('button', { name: 'Сэтгэгдэл (1)' }).click();
    await firstMessage(page).getByRole('textbox', { name: 'Сэтгэгдэл бичих' }).waitFor();
    expect(await page.getByTestId('comment-login-prompt').count()).toBe(0);
    await context.close();
  });

  it('a member the author blocked gets no comment box, and the server refuses their comment and like', async () => {
    await api('/user/api/v-user-blockuser/', { body: { slug: outsider.slug }, token: author.token });
    const { context, page } = await newPage(browser, 320, 800);
    await logInAs(page, outsider);
    await page.goto(feedOf(author));
    await firstMessage(page).waitFor();
    await firstMessage(page).getByRole('button', { name: 'Сэтгэгдэл (1)' }).click();
    await firstMessage(page).getByTestId('comment-blocked').waitFor();
    expect(await firstMessage(page).getByRole('textbox', { name: 'Сэтгэгдэл бичих' }).count()).toBe(0);
    // The heart follows the message's can_like verdict: shown with its count, but not pressable.
    expect(await heart(page).isDisabled()).toBe(true);
    expect(await heart(page).innerText()).toContain('1');
    await shot(page, 'social-blocked-320');

    const { api_user_action_list } = await api<{
      api_user_action_list: { name: string; values: { message?: { id: number } } }[];
    }>(`/user/api/v-user-feed/?slug=${author.slug}&feedPage=1`, { token: outsider.token });
    const id = api_user_action_list.find((card) => card.name === 'short-message')!.values.message!.id;
    const refused = await apiAnswer<{ detail: string }>('/user/api/v-user-submitcomment/', {
      body: { message: id, comment: 'Хориотой ч бичье' },
      token: outsider.token,
    });
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toBe('Энэ хэрэглэгч таныг хориглосон тул боломжгүй!');
    const like = await apiAnswer<{ detail: string }>('/user/api/v-user-liketweet/', {
      body: { message: id },
      token: outsider.token,
    });
    expect(like.status).toBe(403);
    await api('/user/api/v-user-blockuser/', { body: { slug: outsider.slug }, token: author.token });
    await context.close();
  });

  it('a rating becomes a card on the member’s feed with its stars, linking to the movie, and leaves with it', async () => {
    await api('/movie/api-movie-review/', {
      body: { movie: 'tsogt-taij', grade: 70, review: '' },
      token: reader.token,
    });
    const { context, page } = await newPage(browser);
    await logInAs(page, reader);
    await page.goto(feedOf(reader));
    const card = page.getByTestId('feed-card-movie-review').first();
    await card.waitFor();
    await card.getByText('үнэлгээ өглөө').waitFor();
    expect(await card.getByRole('img', { name: /3\.5/ }).count()).toBe(1);
    expect(await card.getByRole('link', { name: /^(Цогт тайж|Tsogt Taij)$/ }).getAttribute('href')).toBe(
      '/movie/tsogt-taij/detail',
    );
    await shot(page, 'social-rating-card');

    await api('/movie/api-movie-delete-review/', { body: { movie: 'tsogt-taij' }, token: reader.token });
    await page.reload();
    await page.getByTestId('feed-empty').waitFor();
    await context.close();
  });

  it('the feed passes axe at 1280 and 320 px, in Mongolian and English, and fits a phone', async () => {
    for (const width of [1280, 320]) {
      for (const language of languagesAt(width)) {
        const { context, page } = await newPage(browser, width, 900);
        await logInAs(page, author);
        await page.evaluate((lang) => window.localStorage.setItem('language', lang), language);
        await page.goto(feedOf(author));
        await firstMessage(page).waitFor();
        await firstMessage(page)
          .getByRole('button', { name: /^(Сэтгэгдэл|Comments) \(1\)$/ })
          .click();
        await firstMessage(page).getByTestId('comment').first().waitFor();
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(400);
        // The feed's part of the page: the profile's header and board around it are the profile suite's.
        expect(await seriousViolations(page, '[data-testid="user-feed"]')).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await shot(page, `social-feed-${width}-${language}`);
        await context.close();
      }
    }
  });

  it('the commenter deletes their comment and the author the message, each after confirming', async () => {
    const { context, page } = await newPage(browser);
    await logInAs(page, reader);
    await page.goto(feedOf(author));
    await firstMessage(page).getByRole('button', { name: 'Сэтгэгдэл (1)' }).click();
    const row = firstMessage(page).getByTestId('comment').filter({ hasText: comment });
    await row.getByRole('button', { name: 'Сэтгэгдлийг устгах' }).click();
    const dialog = page.getByRole('dialog', { name: 'Сэтгэгдлийг устгах уу?' });
    await dialog.getByRole('button', { name: 'Устгах' }).click();
    await page.getByText('Сэтгэгдэл устгагдлаа!').waitFor();
    await firstMessage(page).getByRole('button', { name: 'Сэтгэгдэл (0)' }).waitFor();
    await context.close();

    const owner = await newPage(browser);
    await logInAs(owner.page, author);
    await owner.page.goto(feedOf(author));
    await firstMessage(owner.page).getByRole('button', { name: 'Зурвасыг устгах' }).click();
    const confirm = owner.page.getByRole('dialog', { name: 'Зурвасыг устгах уу?' });
    await confirm.waitFor();
    await owner.page.waitForFunction(
      () => getComputedStyle(document.querySelector('.MuiDialog-container')!).opacity === '1',
    );
    await shot(owner.page, 'social-delete-confirm', { fullPage: false });
    await confirm.getByRole('button', { name: 'Устгах' }).click();
    await owner.page.getByText('Зурвас устгагдлаа!').waitFor();
    await owner.page.getByTestId('feed-empty').waitFor();
    await owner.context.close();
  });
});

describe('issue 15’s browser flow: follow, comment, like, notifications, block', () => {
  let first: Member;
  let second: Member;
  const words = `Шинэ кино үзэх санал байна уу? ${stamp}`;
  const reply = `«Тэмээн хяруу»-г үзээрэй ${stamp}`;

  beforeAll(async () => {
    first = await member('flowfirst', 4);
    second = await member('flowsecond', 5);
  });

  it('the first posts; the second follows, comments and likes; the first sees the badge and the notifications, blocks the second, and the comment box is gone for them', async () => {
    // The first posts on their own page.
    const one = await newPage(browser);
    await logInAs(one.page, first);
    await one.page.goto(feedOf(first));
    await one.page.getByRole('textbox', { name: 'Богино зурвас' }).fill(words);
    await one.page.getByRole('button', { name: 'Нийтлэх' }).click();
    await firstMessage(one.page).getByText(words).waitFor();

    // The second follows, likes and comments.
    const two = await newPage(browser, 320, 800);
    await logInAs(two.page, second);
    await two.page.goto(feedOf(first));
    await two.page.getByRole('button', { name: 'Дагах' }).click();
    await two.page.getByRole('button', { name: 'Дагаж байна' }).waitFor();
    await two.page.getByText('1 дагагч').waitFor();
    await heart(two.page).click();
    await expect.poll(() => heart(two.page).getAttribute('aria-pressed')).toBe('true');
    await firstMessage(two.page).getByRole('button', { name: 'Сэтгэгдэл (0)' }).click();
    await firstMessage(two.page).getByRole('textbox', { name: 'Сэтгэгдэл бичих' }).fill(reply);
    await firstMessage(two.page).getByRole('button', { name: 'Илгээх' }).click();
    await firstMessage(two.page).getByTestId('comment-body').filter({ hasText: reply }).waitFor();
    await shot(two.page, 'social-flow-second-320');

    // The first comes back to their page: the badge counts three, the list names each, reading clears it.
    await one.page.goto('/');
    await one.page.goto(feedOf(first));
    const bell = one.page.getByTestId('notifications-button');
    await bell.getByText('3 шинэ мэдэгдэл').waitFor();
    await shot(one.page, 'social-flow-badge');
    await bell.click();
    const dialog = one.page.getByRole('dialog', { name: 'Мэдэгдэл' });
    const items = dialog.getByTestId('notification');
    await expect.poll(() => items.count()).toBe(3);
    for (const text of [
      'таныг дагаж эхэллээ',
      'таны зурвас дээр сэтгэгдэл бичлээ',
      'таны зурвас таалагдлаа гэж тэмдэглэлээ',
    ])
      await items.filter({ hasText: text }).filter({ hasText: second.username }).waitFor();
    await one.page.waitForFunction(
      () => getComputedStyle(document.querySelector('.MuiDialog-container')!).opacity === '1',
    );
    await shot(one.page, 'social-flow-notifications', { fullPage: false });
    await one.page.keyboard.press('Escape');
    await one.page.goto('/');
    await one.page.goto(feedOf(first));
    await one.page.getByTestId('user-feed').getByText(words).waitFor();
    await expect.poll(() => bell.getByText(/шинэ мэдэгдэл/).count()).toBe(0);

    // The first blocks the second from the second's page, after confirming.
    await one.page.goto(feedOf(second));
    await one.page.getByRole('button', { name: 'Хориглох' }).click();
    const confirm = one.page.getByRole('dialog', { name: `${second.username} хэрэглэгчийг хориглох уу?` });
    await confirm.getByRole('button', { name: 'Хориглох' }).click();
    await one.page.getByText(`${second.username} хэрэглэгчийг хориглолоо!`).waitFor();
    // The blocked member's comment leaves the first's view of their message.
    await one.page.goto(feedOf(first));
    await firstMessage(one.page)
      .getByRole('button', { name: /^Сэтгэгдэл/ })
      .click();
    await firstMessage(one.page).getByText('Сэтгэгдэл алга. Эхнийх нь болоорой!').waitFor();
    expect(await firstMessage(one.page).getByText(reply).count()).toBe(0);
    await one.context.close();

    // For the second the follow is gone and so is the comment box.
    await two.page.goto('/');
    await two.page.goto(feedOf(first));
    await two.page.getByText(`${first.username} хэрэглэгч таныг хориглосон байна.`).waitFor();
    expect(await two.page.getByRole('button', { name: /^Дага/ }).count()).toBe(0);
    await firstMessage(two.page)
      .getByRole('button', { name: /^Сэтгэгдэл/ })
      .click();
    await firstMessage(two.page).getByTestId('comment-blocked').waitFor();
    expect(await firstMessage(two.page).getByRole('textbox', { name: 'Сэтгэгдэл бичих' }).count()).toBe(0);
    await shot(two.page, 'social-flow-blocked-320');
    await two.context.close();
  });
});
