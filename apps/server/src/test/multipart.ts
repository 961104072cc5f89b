import sharp from 'sharp';

// Multipart bodies for app.inject: the platform's FormData encoded by a Request, so the boundary
// and part headers are exactly what a browser sends.

export type FileValue = { data: Buffer; filename?: string; type?: string };
type FieldValue = string | number | boolean | object | null;

/**
 * `fields`: a record (objects and arrays are sent as JSON text, as the client sends lists) or a list of
 * [name, value] pairs for repeated fields. `files`: by field name, one file or several.
 */
export async function multipart(
  fields: Record<string, FieldValue | undefined> | [string, FieldValue][],
  files: Record<string, FileValue | FileValue[] | undefined> = {},
) {
  const form = new FormData();
  const entries = Array.isArray(fields) ? fields : Object.entries(fields);
  for (const [name, value] of entries) {
    if (value === undefined) continue;
    form.append(name, value !== null && typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  for (const [name, value] of Object.entries(files)) {
    for (const file of value === undefined ? [] : Array.isArray(value) ? value : [value]) {
      form.append(
        name,
        new Blob([new Uint8Array(file.data)], { type: file.type ?? 'image/jpeg' }),
        file.filename ?? `${name}.jpg`,
      );
    }
  }
  const request = new Request('http://test.local/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

const solid = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } });

/** A real JPEG of the given size. */
export const jpeg = (width = 300, height = 450, background = '#4a6fa5') =>
  solid(width, height, background).jpeg().toBuffer();

/** A PNG, for "not a JPEG" cases (send it with a .jpg name). */
export const png = (width = 300, height = 450) => solid(width, height, '#a54a4a').png().toBuffer();

/** A JPEG over the 1 MB limit: random pixels do not compress. */
export async function largeJpeg() {
  const width = 1400;
  const height = 1400;
  const noise = Buffer.alloc(width * height * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
  return sharp(noise, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 100 })
    .toBuffer();
}
