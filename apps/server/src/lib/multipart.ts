import type { FastifyRequest } from 'fastify';
import { IMAGE_MAX_BYTES } from '@mfi/contract/limits';
import { mn } from '@mfi/contract/messages';
import { jsonNestsDeeper } from '../plugins/json-body';
import { nulPath } from '../plugins/text-input';
import { AppError } from './errors';

export type MultipartBody = {
  /** Text fields; a repeated field keeps every value in order. */
  fields: Record<string, string[]>;
  /** Files by field name, in order. */
  files: Record<string, Buffer[]>;
};

/**
 * Reads a multipart form whole. Files over the image limit answer the spec's size message; a
 * request that is not multipart, or whose form cannot be read (no or a wrong boundary, cut short), is a
 * 400; so is a text field with a NUL character, named. Lists sent as JSON text are parsed by the route's schema.
 */
export async function readMultipart(request: FastifyRequest): Promise<MultipartBody> {
  if (!request.isMultipart()) throw new AppError(400, { detail: 'Expected multipart/form-data.' });
  try {
    return await readParts(request);
  } catch (error) {
    // The limits' own 4xx (too many parts, files or fields) and ours go on; anything else the form
    // reader throws (busboy: "Boundary not found", "Unexpected end of form") is the body's fault.
    if (error instanceof AppError || ((error as { statusCode?: number }).statusCode ?? 500) < 500) throw error;
    request.log.info({ err: error }, 'unreadable multipart form');
    throw new AppError(400, { detail: mn('invalidValue') });
  }
}

async function readParts(request: FastifyRequest): Promise<MultipartBody> {
  const body: MultipartBody = { fields: {}, files: {} };
  for await (const part of request.parts({ limits: { fileSize: IMAGE_MAX_BYTES } })) {
    if (part.type === 'file') {
      const data = await part.toBuffer().catch((error: { code?: string }) => {
        if (error.code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(400, { [part.fieldname]: [mn('imageTooLarge')] });
        throw error;
      });
      if (data.length) (body.files[part.fieldname] ??= []).push(data);
    } else {
      const value = String(part.value);
      if (holdsNul(part.fieldname) || holdsNul(value)) throw new AppError(400, { [part.fieldname.replaceAll('\0', '')]: [mn('invalidValue')] });
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
