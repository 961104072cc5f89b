import type { Page } from 'playwright-core';

/** Waits for the page's finite animations (a button turning enabled, a menu or dialog fading in) to end. */
export async function animationsSettled(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}
