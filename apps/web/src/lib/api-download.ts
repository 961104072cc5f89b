import { ApiError, baseHeaders, buildUrl, readBody, type RequestOptions } from './api-client';

/**
 * A file answer (a CSV export) as a Blob, with the name its Content-Disposition gives (`fallback` when none);
 * the same key and token as apiRequest, and the same ApiError on a non-2xx answer. Its own module, so the
 * first load does not carry it.
 */
export async function apiDownload(
  path: string,
  options: Pick<RequestOptions, 'query' | 'signal'>,
  fallback: string,
): Promise<{ blob: Blob; filename: string }> {
  const response = await fetch(buildUrl(path, options.query), { headers: baseHeaders('*/*'), signal: options.signal });
  if (!response.ok) throw new ApiError(response.status, await readBody(response));
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  const plain = /filename="?([^";]+)"?/i.exec(disposition)?.[1];
  const filename = encoded ? decodeURIComponent(encoded) : (plain ?? fallback);
  return { blob: await response.blob(), filename };
}

/** Saves a downloaded file through a temporary link. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
