import type { FastifyRequest } from 'fastify';
import { IMAGE_MAX_BYTES } from '@mfi/contract/limits';
import { mn } from '@mfi/contract/messages';
import { AppError } from './errors';

export type MultipartBody = {
  /** Text fields; a repeated field keeps every value in order. */
  fields: Record<string, string[]>;
  /** Files by field name, in order. */
  files: Record<string, Buffer[]>;
};

/**
 * Reads a multipart form whole. Files over the image limit answer the spec's size message; a
 * request that is not multipart is a 400. Lists sent as JSON text are parsed by the route's schema.
 */
export async function readMultipart(request: FastifyRequest): Promise<MultipartBody> {
  if (!request.isMultipart()) throw new AppError(400, { detail: 'Expected multipart/form-data.' });
  const body: MultipartBody = { fields: {}, files: {} };
  for await (const part of request.parts({ limits: { fileSize: IMAGE_MAX_BYTES } })) {
    if (part.type === 'file') {
      const data = await part.toBuffer().catch((error: { code?: string }) => {
        if (error.code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(400, { [part.fieldname]: [mn('imageTooLarge')] });
        throw error;
      });
      if (data.length) (body.files[part.fieldname] ??= []).push(data);
    } else {
      (body.fields[part.fieldname] ??= []).push(String(part.value));
    }
  }
  return body;
}

/** The single-valued view of the text fields (the last value wins), for a zod schema to parse. */
export const singleFields = (body: MultipartBody) =>
  Object.fromEntries(Object.entries(body.fields).map(([k, v]) => [k, v.at(-1)]));
