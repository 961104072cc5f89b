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

/**
 * The rows of a CSV document (RFC 4180, as Letterboxd and IMDb write theirs): cells split at commas, a quoted
 * cell keeps its commas, doubled quotes and line breaks; rows end at LF, CRLF or CR; a byte order mark first
 * is dropped, and so are empty lines. Answers undefined for text that is not a CSV: a NUL character (a
 * binary file), or a quote left open at the end.
 */
export function parseCsv(text: string): string[][] | undefined {
  if (text.includes('\0')) return undefined;
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const endRow = () => {
    row.push(cell);
    if (row.length > 1 || row[0] !== '') rows.push(row);
    row = [];
    cell = '';
  };
  for (let i = text.charCodeAt(0) === 0xfeff ? 1 : 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch !== '"') cell += ch;
      else if (text[i + 1] === '"') {
        cell += '"';
        i++;
      } else quoted = false;
    } else if (ch === '"' && cell === '') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\n') endRow();
    else if (ch === '\r') {
      if (text[i + 1] === '\n') i++;
      endRow();
    } else cell += ch;
  }
  if (quoted) return undefined;
  if (cell !== '' || row.length) endRow();
  return rows;
}
