import sharp from 'sharp';
import type { Page } from 'playwright-core';

/**
 * How far the grey levels spread in a strip of a title page's hero, right of the audience grade card. Title
 * art carries the title in large letters across its middle; where the band let it through, the letters
 * showed there some 70 grey levels above the band around them. Call it once the page and its art loaded.
 */
export async function heroSpreadBesideGrades(page: Page): Promise<number> {
  const cards = (await page.getByTestId('audience-grade').boundingBox())!;
  const png = await page.screenshot({
    clip: { x: cards.x + cards.width + 16, y: cards.y, width: 180, height: cards.height },
  });
  const { channels } = await sharp(png).greyscale().stats();
  return channels[0].max - channels[0].min;
}

/** Title art as the demo draws it: a dark picture with its title in large white letters across the middle. */
export function titledArt(title: string, width = 1600, height = 900): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <rect width="100%" height="100%" fill="#2f4858"/>
  <text x="50%" y="50%" fill="#ffffff" font-family="DejaVu Sans, sans-serif" font-size="${Math.round(height * 0.22)}" font-weight="bold" text-anchor="middle" dominant-baseline="middle">${title}</text>
</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

/** Starts counting the layout shifts a page makes without input (CLS); read it with layoutShiftOf. */
export async function countLayoutShifts(page: Page) {
  await page.context().addInitScript(() => {
    const win = window as unknown as { layoutShift: number };
    win.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) win.layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

export const layoutShiftOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
