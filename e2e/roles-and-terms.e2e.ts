import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { launchBrowser, newPage, shot, languagesAt } from './support/browser';
import { logIn } from './support/login';

// Issue 11 sections 3, 5 and 7: the demo admin (only the admin flag) opens every edit and unpublished
// page and has the contributor and main-contributor menus; a publisher saves an article without a cover
// and finds it again from the user menu, and the admin publishes it; the signup terms box links to a
// real terms page, read here in both languages at 1280 and 320 px.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const title = `Ноорог нийтлэл ${Date.now() % 100000}`;
const notFound = (page: Page) => page.getByRole('heading', { name: 'Хуудас олдсонгүй' });

async function openUserMenu(page: Page) {
  await page.getByRole('button', { name: 'Хэрэглэгчийн цэс' }).click();
  return page.getByRole('menu');
}

describe('an admin can do everything', () => {
  it('opens the edit and unpublished pages and has the Edit, Admin and Add menus', async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, 'admin', 'Admin#2026mfi');
    await page.goto('/unpublished/movie');
    await page.getByRole('heading', { level: 1, name: 'Нийтлэгдээгүй бүрэн хэмжээний кино' }).waitFor();
    await page.goto('/movie/the-godfather/update');
    await page.getByRole('heading', { level: 1, name: 'Кино засах' }).waitFor();
    await page.goto('/auto-add/movie');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await notFound(page).count()).toBe(0);

    await page.goto('/');
    for (const group of ['Засварлах', 'Админ']) await page.getByRole('button', { name: group }).first().waitFor();
    const menu = await openUserMenu(page);
    for (const item of ['Нийтлэл илгээх', 'Миний нийтлэгдээгүй нийтлэл', 'Кино нэмэх', 'Админ самбар нуух']) {
      await menu.getByRole('menuitem', { name: item }).waitFor();
    }
    await page.waitForTimeout(300); // the menu's grow-in transition
    await shot(page, 'roles-admin-user-menu', { fullPage: false });
    await context.close();
  });

  it('keeps a member out of the same pages', async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, 'member', 'Member#2026mfi');
    for (const path of ['/unpublished/movie', '/movie/the-godfather/update', '/unpublished/journal']) {
      await page.goto(path);
      await notFound(page).waitFor();
    }
    await context.close();
  });
});

describe("a publisher's drafts", () => {
  it('saves an article without a cover, finds it from the user menu, and the admin publishes it', async () => {
    const { context, page } = await newPage(browser, 320, 800);
    await logIn(page, 'publisher', 'Publish#2026mfi');
    await page.goto('/journal/create');
    await page.getByRole('heading', { name: 'Нийтлэл бичих' }).waitFor();
    await page.getByRole('textbox', { name: /^Гарчиг/ }).fill(title);
    for (const label of [/^Ангилал/, /^Дэд ангилал/]) {
      await page.getByRole('combobox', { name: label }).click();
      await page.getByRole('option').first().click();
    }
    const tags = page.getByRole('combobox', { name: /^Шошго/ });
    await tags.fill('ноорог');
    await tags.press('Enter');
    await page.getByTestId('journal-editor').click();
    await page.keyboard.type('Нүүр зураггүй нийтлэл ч хадгалагдана.');
    const save = page.getByRole('button', { name: 'Хадгалах', exact: true }).last();
    await expect.poll(() => save.isDisabled()).toBe(false);
    await save.click();
    await page.getByText('Нийтлэл амжилттай нэмэгдлээ, сайтын админ шалгаад нийтлэх болно!').waitFor();

    // Back on the home page, the user menu leads to the author's own drafts.
    await page.goto('/');
    const menu = await openUserMenu(page);
    const drafts = menu.getByRole('menuitem', { name: 'Миний нийтлэгдээгүй нийтлэл' });
    await drafts.waitFor();
    await page.waitForTimeout(300); // the menu's grow-in transition
    await shot(page, 'roles-publisher-user-menu-320', { fullPage: false });
    await drafts.click();
    await page.waitForURL((url) => url.pathname === '/unpublished/journal');
    await page.getByRole('link', { name: title }).first().click();
    await page.waitForURL(/\/journal\/[^/]+\/[^/]+\/[^/]+$/);
    const detailPath = new URL(page.url()).pathname;
    await page.getByRole('heading', { name: title, level: 1 }).waitFor();
    await context.close();

    // The admin, who is not its author, publishes it from its admin bar.
    const admin = await newPage(browser);
    await logIn(admin.page, 'admin', 'Admin#2026mfi');
    await admin.page.goto(detailPath);
    const bar = admin.page.getByTestId('admin-bar');
    await bar.getByRole('switch').click();
    await admin.page.getByRole('dialog', { name: 'Нийтлэх үү?' }).getByRole('button', { name: 'Тийм' }).click();
    await bar.getByText('Нийтлэгдсэн').waitFor();
    await admin.context.close();

    const guest = await newPage(browser);
    await guest.page.goto(detailPath);
    await guest.page.getByRole('heading', { name: title, level: 1 }).waitFor();
    await guest.context.close();
  });
});

describe('the grade hint (part 2 section 5)', () => {
  for (const width of [1280, 320]) {
    it(`stands under the rating dialog's grade box at ${width} px`, async () => {
      const { context, page } = await newPage(browser, width, 900);
      await logIn(page, 'critic', 'Critic#2026mfi');
      await page.goto('/serial/squid-game/season-1/episode-2/detail');
      await page
        .getByRole('button', { name: /Үнэлгээ өгөх|Засах/ })
        .first()
        .click();
      const dialog = page.getByRole('dialog', { name: /Үнэлгээ ба сэтгэгдэл/ });
      await dialog.getByText('Та 0-100 хооронд тоо оруулна уу!').waitFor();
      await page.waitForTimeout(400); // the dialog's fade-in
      await shot(page, `grade-hint-${width}`, { fullPage: false });
      await context.close();
    });
  }
});

describe('the terms of use', () => {
  it('opens from the signup terms box in a new tab, the form kept', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/signup');
    await page.getByLabel('Хэрэглэгчийн нэр').fill('termsreader');
    const [terms] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('link', { name: 'Үйлчилгээний нөхцөлийг' }).click(),
    ]);
    await terms.getByRole('heading', { level: 1, name: 'Үйлчилгээний нөхцөл' }).waitFor();
    expect(new URL(terms.url()).pathname).toBe('/terms');
    // The link inside the label does not tick the box, and the form still holds what was typed.
    expect(await page.getByLabel('Үйлчилгээний нөхцөлийг зөвшөөрч байна').isChecked()).toBe(false);
    expect(await page.getByLabel('Хэрэглэгчийн нэр').inputValue()).toBe('termsreader');
    await shot(page, 'signup-terms-link');
    await context.close();
  });

  it('opens from the footer of any page', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/movie');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Үйлчилгээний нөхцөл' }).click();
    await page.getByRole('heading', { level: 1, name: 'Үйлчилгээний нөхцөл' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/terms');
    await context.close();
  });

  for (const width of [1280, 320]) {
    for (const language of languagesAt(width)) {
      it(`reads at ${width} px in ${language.toUpperCase()} with no serious axe violation`, async () => {
        const { context, page } = await newPage(browser, width, 900);
        await context.addInitScript((lang) => window.localStorage.setItem('language', lang), language);
        await page.goto('/terms');
        const heading = language === 'mn' ? 'Үйлчилгээний нөхцөл' : 'Terms of use';
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
        expect(await page.getByRole('heading', { level: 2 }).count()).toBe(7);
        expect(await page.getByRole('link', { name: 'info@mfi.mn' }).first().getAttribute('href')).toBe(
          'mailto:info@mfi.mn',
        );
        await page.waitForLoadState('networkidle');
        expect(await seriousViolations(page)).toEqual([]);
        await shot(page, `terms-${width}-${language}`);
        await context.close();
      });
    }
  }
});
