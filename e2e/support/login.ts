import type { Page } from 'playwright-core';

/** Signs in through the login page and waits for home. */
export async function logIn(page: Page, username: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Хэрэглэгчийн нэр').fill(username);
  await page.getByLabel('Нууц үг', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Нэвтрэх' }).last().click();
  await page.waitForURL((url) => url.pathname === '/');
}
