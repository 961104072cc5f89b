import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * Checks a review form with the contract's own body schema (the server's rule and message), given the
 * title's ids the form does not show. The schema's messages are message keys; the first per field is kept.
 */
export function contractResolver<T extends FieldValues>(schema: z.ZodType, ids: Record<string, unknown>): Resolver<T> {
  return (values) => {
    const result = schema.safeParse({ ...ids, ...values, load: true });
    if (result.success) return { values, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? 'root');
      if (field in ids || errors[field]) continue;
      errors[field] = { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: errors as FieldErrors<T> };
  };
}
