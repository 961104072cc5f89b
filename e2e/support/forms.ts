import type { Page } from 'playwright-core';

// Filling the app's form widgets the way a person does.

/** Chooses a JPEG in the `index`-th JPEG file field and applies the crop dialog. */
export async function cropJpeg(page: Page, index: number, buffer: Buffer) {
  await page
    .locator('input[type=file][accept="image/jpeg"]')
    .nth(index)
    .setInputFiles({ name: 'image.jpg', mimeType: 'image/jpeg', buffer });
  const dialog = page.getByRole('dialog', { name: 'Зургаа тайрах' });
  await dialog.getByRole('button', { name: 'Тайрах' }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** Picks an option of an autocomplete by typing part of its label. */
export async function chooseOption(page: Page, label: string | RegExp, text: string, option: string | RegExp) {
  const box = page.getByRole('combobox', { name: label });
  await box.click();
  await box.fill(text);
  await page.getByRole('option', { name: option }).first().click();
  await page.keyboard.press('Escape');
}

/** Picks an option of a select. */
export async function selectOption(page: Page, label: string | RegExp, option: string | RegExp) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}
