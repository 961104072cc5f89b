import { apiDownload, saveBlob } from '../../../lib/api-download';

/**
 * GET /award/annual-registrations-csv/ {slug, year} (admin): the registrations as CSV (UTF-8 with a BOM), saved
 * under the name the server gives.
 */
export async function downloadRegistrationsCsv(slug: string, year: number): Promise<void> {
  const { blob, filename } = await apiDownload(
    '/award/annual-registrations-csv/',
    { query: { slug, year } },
    `registrations-${slug}-${year}.csv`,
  );
  saveBlob(blob, filename);
}
