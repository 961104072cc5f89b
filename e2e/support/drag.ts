import type { Page } from 'playwright-core';

/**
 * Drags the drag handle (named `handleName`) of row `from` onto row `to` with the mouse, in small steps as a
 * hand would (components/sortable-list starts a drag after 4 px).
 */
export async function dragHandle(page: Page, handleName: string, from: number, to: number) {
  const handles = page.getByRole('button', { name: handleName });
  const start = (await handles.nth(from).boundingBox())!;
  const end = (await handles.nth(to).boundingBox())!;
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2 - 10, { steps: 4 });
  await page.mouse.move(end.x + end.width / 2, end.y + end.height / 2 - 4, { steps: 12 });
  await page.mouse.up();
}
