import fs from 'node:fs';
import path from 'node:path';
import { zipSync } from 'fflate';

// The fixtures (fixtures/): files built to Letterboxd's and IMDb's published layouts, with quotes, commas and
// line breaks in cells, Cyrillic names, byte order marks and Windows line ends; the ZIP is made from them.

const root = path.join(import.meta.dirname, 'fixtures');

export const fixture = (name: string) => fs.readFileSync(path.join(root, name));

/** Letterboxd's export as it downloads: the CSVs at the top, the lists under lists/. */
export function letterboxdZip(): Buffer {
  const dir = path.join(root, 'letterboxd');
  const files: Record<string, Uint8Array> = {};
  for (const name of fs.readdirSync(dir, { recursive: true }) as string[])
    if (name.endsWith('.csv')) files[name.split(path.sep).join('/')] = fs.readFileSync(path.join(dir, name));
  return Buffer.from(zipSync(files));
}
