import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import {
  useWatch,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
  type UseFormSetError,
} from 'react-hook-form';
import type { z } from 'zod';
import { fieldErrorsOf } from './api-client';

/**
 * zodResolver typed by the form's own field values: the contract schemas accept `unknown` for phone and
 * code (they also take numbers) and `true` for the terms box, while a form holds strings and booleans.
 */
export function schemaResolver<TValues extends FieldValues, TOutput = TValues>(
  schema: z.ZodType,
): Resolver<TValues, unknown, TOutput> {
  return zodResolver(schema as never) as unknown as Resolver<TValues, unknown, TOutput>;
}

/**
 * Adds the confirmation mismatch error even while other fields are still invalid: zod skips an object's
 * refinements until its fields parse, but the spec's "passwords do not match" should show as soon as both
 * boxes hold text.
 */
export function withPasswordMatch<TValues extends FieldValues, TOutput>(
  resolver: Resolver<TValues, unknown, TOutput>,
  password: Path<TValues>,
  confirmation: Path<TValues>,
  messageKey = 'passwordMismatch',
): Resolver<TValues, unknown, TOutput> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    const first = values[password] as unknown;
    const second = values[confirmation] as unknown;
    if (second && first !== second && !(confirmation in result.errors)) {
      return {
        values: {},
        errors: { ...result.errors, [confirmation]: { type: 'custom', message: messageKey } },
      } as Awaited<ReturnType<Resolver<TValues, unknown, TOutput>>>;
    }
    return result;
  };
}

/**
 * Puts a 400 answer's `{ field: ["text"] }` errors under the matching form fields; returns the texts that
 * belong to no field (non_field_errors, detail…), to show above the form.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldMap: Partial<Record<string, Path<T>>>,
): { matched: boolean; rest: string[] } {
  let matched = false;
  const rest: string[] = [];
  for (const [field, texts] of Object.entries(fieldErrorsOf(error))) {
    const target = fieldMap[field];
    if (target) {
      matched = true;
      setError(target, { type: 'server', message: texts.join(' ') }, { shouldFocus: !matched });
    } else rest.push(...texts);
  }
  return { matched, rest };
}

/**
 * The texts above a form after a failed submit: a 400's field texts go under their fields (`fieldMap`), the
 * rest above; `fallback` (the generic error) when the answer held nothing to show.
 */
export function useSubmitErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  fieldMap: Partial<Record<string, Path<T>>>,
  fallback?: string,
) {
  const [texts, setTexts] = useState<string[]>([]);
  return {
    texts,
    set: setTexts,
    fail(error: unknown) {
      const { matched, rest } = applyServerErrors(error, setError, fieldMap);
      setTexts(fallback && !matched && rest.length === 0 ? [fallback] : rest);
    },
  };
}

/**
 * Re-checks a confirmation field when the field it repeats changes, once the user has typed in it (so the
 * mismatch message neither lingers nor appears before the confirmation is reached).
 */
export function useRevalidateConfirmation<T extends FieldValues>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any transformed output
  form: UseFormReturn<T, any, any>,
  source: Path<T>,
  confirmation: Path<T>,
): void {
  const value = useWatch({ control: form.control, name: source });
  const { getFieldState, trigger } = form;
  useEffect(() => {
    if (getFieldState(confirmation).isDirty) void trigger(confirmation);
  }, [value, confirmation, getFieldState, trigger]);
}
