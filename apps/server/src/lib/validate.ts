import type { z } from 'zod';
import { AppError, fieldErrorsOf } from './errors';

/**
 * Parses what a route could not hand to Fastify's schema (multipart text fields): a failure is the
 * same 400 `{ field: [text] }` that a JSON body's schema answers.
 */
export function parseWith<S extends z.ZodType>(schema: S, data: unknown): z.infer<S> {
  const result = schema.safeParse(data);
  if (!result.success) throw new AppError(400, fieldErrorsOf(result.error.issues));
  return result.data;
}
