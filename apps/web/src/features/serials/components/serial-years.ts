import type { TFunction } from 'i18next';

/** "2010 – 2014", or "2019 – to date" («өнөөг хүртэл») while the serial runs (fi_year empty or to_date). */
export function serialYears(
  t: TFunction,
  serial: { re_year: number | null; fi_year: number | null; to_date?: boolean },
): string {
  if (serial.re_year === null) return '';
  const running = serial.to_date === true || serial.fi_year === null;
  if (!running && serial.fi_year === serial.re_year) return String(serial.re_year);
  return `${serial.re_year} – ${running ? t('serials:detail.toDate') : serial.fi_year}`;
}
