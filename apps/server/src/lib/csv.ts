// CSV for spreadsheets (RFC 4180): every cell quoted, its quotes doubled, rows ended by CRLF, and a UTF-8
// byte order mark first, without which Excel reads UTF-8 (Mongolian Cyrillic) as a legacy code page.

const BOM = '\uFEFF';

/**
 * A cell a spreadsheet would run as a formula (it starts with = + - @, or a tab or carriage return that
 * some strip before reading it) gets a leading apostrophe: the member's text stays text (OWASP "CSV injection").
 */
const defused = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

const cell = (value: string) => `"${defused(value).replaceAll('"', '""')}"`;

/** The rows (the header first) as a CSV document, with its byte order mark. */
export function csvOf(rows: readonly (readonly string[])[]): string {
  return BOM + rows.map((row) => row.map(cell).join(',') + '\r\n').join('');
}
