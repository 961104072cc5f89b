const pad = (n: number) => String(n).padStart(2, '0');

/** 2026.11.22: how Mongolian readers write a date (the browsers' Mongolian long dates read «2026 M11 22»). */
export function dottedDate(iso: string): string {
  const d = new Date(iso);
  return `${d.getFullYear()}.${pad(d.getMonth() + 1)}.${pad(d.getDate())}`;
}

const english = new Intl.DateTimeFormat('en', { dateStyle: 'long' });

/** A date in the reader's language: 2026.11.22 in Mongolian, "November 22, 2026" in English. */
export function readerDate(iso: string, language: string): string {
  return language === 'en' ? english.format(new Date(iso)) : dottedDate(iso);
}
