import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { launchBrowser, newPage, shot } from './support/browser';

// Issue 24 item 1: the header's search on every page. A Mongolian title typed in Latin letters is found as
// one types; the arrows and Enter open it; an unpublished title never shows to a guest; "all results" leads
// to the results page with a tab per kind; at 320 px the box opens from an icon. MN and EN.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const english = (page: Page) => page.context().addInitScript(() => window.localStorage.setItem('language', 'en'));
const box = (page: Page, name: RegExp) => page.getByRole('combobox', { name });
const listbox = (page: Page) => page.getByRole('listbox');

/** Whether the header box's placeholder is drawn whole: its text's width in the input's font within the input. */
const placeholderFits = (page: Page, name: RegExp) =>
  box(page, name).evaluate((input: HTMLInputElement) => {
    const style = getComputedStyle(input);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return { text: input.placeholder, width: Math.ceil(context.measureText(input.placeholder).width), room };
  });

describe('the header search', () => {
  for (const lang of ['mn', 'en'] as const) {
    it(`shows its whole placeholder at 1280 px (${lang})`, async () => {
      const { context, page } = await newPage(browser);
      if (lang === 'en') await english(page);
      await page.goto('/artist');
      const name = lang === 'en' ? /Search the site/ : /Сайтаас хайх/;
      await box(page, name).waitFor();
      const fit = await placeholderFits(page, name);
      expect(fit.text.length).toBeGreaterThan(0);
      expect(fit.width, `«${fit.text}» in ${fit.room} px`).toBeLessThanOrEqual(fit.room);
      await shot(page, `search-placeholder-${lang}-1280`, { fullPage: false });
      await context.close();
    });
  }

  it('finds a Mongolian title typed in Latin letters, and the arrows and Enter open it', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/artist');
    const search = box(page, /Сайтаас хайх/);
    await search.fill('uilj bui temee');
    const option = listbox(page).getByRole('option', { name: /^Уйлж буй тэмээний түүх/ });
    await option.waitFor();
    expect(
      await listbox(page)
        .getByRole('group', { name: /Монгол кино/ })
        .count(),
    ).toBe(1);
    await shot(page, 'search-header-mn-1280', { fullPage: false });
    expect(await seriousViolations(page, 'header')).toEqual([]);

    await search.press('ArrowDown');
    expect(await option.getAttribute('aria-selected')).toBe('true');
    expect(await search.getAttribute('aria-activedescendant')).toBe(await option.getAttribute('id'));
    await search.press('Enter');
    await page.waitForURL('**/movie/the-story-of-the-weeping-camel/detail');
    await page
      .getByRole('heading', { name: /Уйлж буй тэмээний түүх/ })
      .first()
      .waitFor();
    await context.close();
  });

  it('a guest never sees an unpublished title', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/');
    const search = box(page, /Сайтаас хайх/);
    await search.fill('chingisiin hoyor mori');
    await page.getByRole('status').filter({ hasText: 'Илэрц олдсонгүй' }).waitFor();
    expect(await page.getByText('Чингисийн хоёр морь').count()).toBe(0);
    await search.press('Escape');
    expect(await search.getAttribute('aria-expanded')).toBe('false');
    await page.goto('/search?q=chingisiin%20hoyor%20mori&kind=mongolian_movie');
    await page.getByTestId('search-tab-mongolian_movie').waitFor();
    await page.getByText('Илэрц олдсонгүй').waitFor();
    expect(await page.getByText('Чингисийн хоёр морь').count()).toBe(0);
    await context.close();
  });

  it('"all results" opens the results page, with a tab and a count per kind', async () => {
    const { context, page } = await newPage(browser);
    await english(page);
    await page.goto('/movie');
    const search = box(page, /Search the site/);
    await search.fill('tal');
    await listbox(page)
      .getByRole('option', { name: /All results \(\d+\)/ })
      .waitFor();
    await shot(page, 'search-header-en-1280', { fullPage: false });
    await search.press('Enter');
    await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === 'tal');
    const tabs = page.getByRole('tablist', { name: 'By kind' });
    await tabs.getByRole('tab', { name: /Mongolian movies \(\d+\)/ }).waitFor();
    expect(await tabs.getByRole('tab').count()).toBe(8);
    await tabs.getByRole('tab', { name: /Artists \(\d+\)/ }).click();
    await page.waitForURL((url) => url.searchParams.get('kind') === 'artist');
    await shot(page, 'search-page-en-1280');
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('the movie catalogue says when Mongolian films match its search', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/movie?search=temee');
    const hint = page.getByTestId('other-catalogue-hint');
    await hint.waitFor();
    expect(await hint.textContent()).toMatch(/Монгол кинонд \d+ илэрц байна/);
    await hint.getByRole('link', { name: 'харах' }).click();
    await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('kind') === 'mongolian_movie');
    await page.getByTestId('search-results').getByText('Уйлж буй тэмээний түүх').waitFor();
    await shot(page, 'search-page-mn-1280');
    await context.close();
  });

  it('the serial catalogues say when the sibling catalogue has matches, both ways', async () => {
    const { context, page } = await newPage(browser);
    // «Өдөр өдрийн өнгө» is a Mongolian serial: the international catalogue points to it.
    await page.goto('/serial?search=odor%20odriin');
    const hint = page.getByTestId('other-catalogue-hint');
    await hint.waitFor();
    expect(await hint.textContent()).toMatch(/Монгол цувралд \d+ илэрц байна/);
    await hint.getByRole('link', { name: 'харах' }).click();
    await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('kind') === 'mongolian_serial');
    await page.getByTestId('search-results').getByText('Өдөр өдрийн өнгө').waitFor();
    await context.close();
  });

  for (const lang of ['mn', 'en'] as const) {
    it(`opens from an icon at 320 px (${lang})`, async () => {
      const { context, page } = await newPage(browser, 320, 640);
      if (lang === 'en') await english(page);
      await page.goto('/');
      await page.getByRole('button', { name: lang === 'en' ? 'Open search' : 'Хайлт нээх' }).click();
      const search = box(page, lang === 'en' ? /Search the site/ : /Сайтаас хайх/);
      await search.fill('tsogt');
      await listbox(page)
        .getByRole('option', { name: /Цогт тайж|Tsogt Taij/ })
        .first()
        .waitFor();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(320);
      await shot(page, `search-header-${lang}-320`, { fullPage: false });
      await search.press('Escape');
      await search.press('Escape');
      await page.getByRole('button', { name: lang === 'en' ? 'Open search' : 'Хайлт нээх' }).waitFor();
      await page.goto('/search?q=tsogt');
      await page.getByTestId('search-results').waitFor();
      await shot(page, `search-page-${lang}-320`, { fullPage: false });
      // The eight tabs scroll in their row: each whole (no label cut or wrapped), the page no wider than the phone.
      const tabs = await page
        .getByRole('tab')
        .evaluateAll((all) =>
          all.map((tab) => ({ cut: tab.scrollWidth > tab.clientWidth + 1, tall: tab.clientHeight > 56 })),
        );
      expect(tabs).toHaveLength(8);
      expect(tabs.filter((tab) => tab.cut || tab.tall)).toEqual([]);
      const row = page.locator('.MuiTabs-scroller');
      expect(await row.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
      // MUI animates the selected tab into view after mounting, which can undo one early scroll: scroll until it holds.
      await expect
        .poll(async () => {
          await row.evaluate((el) => el.scrollTo({ left: el.scrollWidth, behavior: 'instant' }));
          const last = await page.getByTestId('search-tab-member').boundingBox();
          return last!.x + last!.width;
        })
        .toBeLessThanOrEqual(320);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
      await shot(page, `search-page-tabs-end-${lang}-320`, { fullPage: false });
      await context.close();
    });
  }
});
