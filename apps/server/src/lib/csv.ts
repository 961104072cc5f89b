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

const plainCell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

/**
 * CSV for programs that read it back (Letterboxd's importer and ours, issue 29's export): RFC 4180 quoting
 * only where a cell needs it, LF line ends, no byte order mark and no formula defusing, so every cell reads
 * back exactly as it was written, as Letterboxd's own export files do.
 */
export function plainCsvOf(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.map(plainCell).join(',') + '\n').join('');
}
