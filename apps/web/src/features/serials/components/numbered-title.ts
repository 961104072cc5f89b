import type { TFunction } from 'i18next';

/**
 * "Season 2: The Return", or just "Season 2" when the season has no name of its own: demo and entered
 * names are often the number again («2-р улирал», or «2-р бүлэг» as seasons were once called), which the label
 * used to say twice.
 */
export function numberedTitle(
  t: TFunction,
  kind: 'season' | 'episode',
  num: number,
  name: string | null | undefined,
): string {
  const number = t(`serials:${kind}.number`, { num });
  const own = name?.trim() ?? '';
  const repeatsNumber = [
    number,
    String(num),
    `${num}-р улирал`,
    `${num}-р бүлэг`,
    `${num}-р анги`,
    `Season ${num}`,
    `Episode ${num}`,
  ].some((plain) => plain.toLowerCase() === own.toLowerCase());
  return !own || repeatsNumber ? number : t(`serials:${kind}.label`, { num, name: own });
}
