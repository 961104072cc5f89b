import type { FastifyRequest } from 'fastify';
import { IMAGE_MAX_BYTES } from '@mfi/contract/limits';
import { type MessageKey, mn } from '@mfi/contract/messages';
import { AppError } from './errors';
import { jsonNestsDeeper, nulPath } from './input-checks';

export type MultipartBody = {
  /** Text fields; a repeated field keeps every value in order. */
  fields: Record<string, string[]>;
  /** Files by field name, in order. */
  files: Record<string, Buffer[]>;
  /** The files' names as the client sent them, beside `files` (read forms have them). */
  names?: Record<string, string[]>;
};

/** A form whose files are not images: its own bound on one file, and the message a larger one answers. */
export type FileLimit = { bytes: number; tooLarge: MessageKey };
const IMAGE_LIMIT: FileLimit = { bytes: IMAGE_MAX_BYTES, tooLarge: 'imageTooLarge' };

/**
 * Reads a multipart form whole. Files over the image limit answer the spec's size message; a
 * request that is not multipart, or whose form cannot be read (no or a wrong boundary, cut short), is a
 * 400; so is a text field with a NUL character, named. Lists sent as JSON text are parsed by the route's schema.
 * A form's files together are bounded (413), and a signed-in user's forms with files count against their
 * upload quota (lib/quotas): checked before the body is read, counted once it held a file.
 */
export async function readMultipart(request: FastifyRequest, limit: FileLimit = IMAGE_LIMIT): Promise<MultipartBody> {
  if (!request.isMultipart()) throw new AppError(400, { detail: 'Expected multipart/form-data.' });
  const { quotas } = request.server;
  if (request.user) await quotas.uploads.check(request.user);
  const body = await readForm(request, quotas.requestMax, limit);
  if (request.user && Object.keys(body.files).length) await quotas.uploads.spend(request.user);
  return body;
}

async function readForm(
  request: FastifyRequest,
  max: { bytes: number; files: number },
  limit: FileLimit,
): Promise<MultipartBody> {
  try {
    return await readParts(request, max, limit);
  } catch (error) {
    // The limits' own 4xx (too many parts, files or fields) and ours go on; anything else the form
    // reader throws (busboy: "Boundary not found", "Unexpected end of form") is the body's fault.
    if ((error as { code?: string }).code === 'FST_FILES_LIMIT')
      throw new AppError(413, { detail: mn('uploadTooManyFiles', { count: max.files }) });
    if (error instanceof AppError || ((error as { statusCode?: number }).statusCode ?? 500) < 500) throw error;
    request.log.info({ err: error }, 'unreadable multipart form');
    throw new AppError(400, { detail: mn('invalidValue') });
  }
}

async function readParts(
  request: FastifyRequest,
  max: { bytes: number; files: number },
  limit: FileLimit,
): Promise<MultipartBody> {
  const body: MultipartBody = { fields: {}, files: {}, names: {} };
  let total = 0;
  for await (const part of request.parts({ limits: { fileSize: limit.bytes, files: max.files } })) {
    if (part.type === 'file') {
      const data = await part.toBuffer().catch((error: { code?: string }) => {
        if (error.code === 'FST_REQ_FILE_TOO_LARGE')
          throw new AppError(400, { [part.fieldname]: [mn(limit.tooLarge)] });
        throw error;
      });
      total += data.length;
      if (total > max.bytes)
        throw new AppError(413, { detail: mn('uploadTooLarge', { mb: Number((max.bytes / 1_000_000).toFixed(1)) }) });
      if (data.length) {
        (body.files[part.fieldname] ??= []).push(data);
        ((body.names ??= {})[part.fieldname] ??= []).push(part.filename ?? '');
      }
    } else {
      // Browsers send a form's line breaks as CRLF (HTML's multipart encoding): kept as the member typed
      // them (LF), as JSON bodies are, so a text's length is the one the form counted (bio at most 1,500).
      const value = String(part.value).replace(/\r\n?/g, '\n');
      if (holdsNul(part.fieldname) || holdsNul(value))
        throw new AppError(400, { [part.fieldname.replaceAll('\0', '')]: [mn('invalidValue')] });
      (body.fields[part.fieldname] ??= []).push(value);
    }
  }
  return body;
}

/**
 * PostgreSQL refuses the NUL character (plugins/text-input checks JSON bodies the same way): one in a
 * field, or escaped in a field's JSON text (lists are sent as JSON, and a tag's name is stored).
 */
function holdsNul(text: string) {
  if (text.includes('\0')) return true;
  if (!text.includes('\\u0000') || jsonNestsDeeper(text)) return false;
  try {
    return nulPath(JSON.parse(text)) !== undefined;
  } catch {
    return false;
  }
}

/** The single-valued view of the text fields (the last value wins), for a zod schema to parse. */
export const singleFields = (body: MultipartBody) =>
  Object.fromEntries(Object.entries(body.fields).map(([k, v]) => [k, v.at(-1)]));
