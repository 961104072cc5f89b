import { isMessageKey, mn, type MessageKey } from '@mfi/contract/messages';

/**
 * The one error type services throw. `body` is sent as is, in one of the original server's shapes:
 * field errors `{ field: [text] }`, `{ non_field_errors: [text] }` or `{ detail: text }`.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body.detail === 'string' ? body.detail : `HTTP ${status}`);
  }
}

type Values = Record<string, string | number>;

export const fieldError = (field: string, key: MessageKey, values?: Values) =>
  new AppError(400, { [field]: [mn(key, values)] });

export const nonFieldError = (text: string) => new AppError(400, { non_field_errors: [text] });

export const unauthorized = (key: MessageKey = 'authRequired') => new AppError(401, { detail: mn(key) });
export const forbidden = () => new AppError(403, { detail: mn('forbidden') });
export const notFound = () => new AppError(404, { detail: mn('notFound') });

/** 429 with a Mongolian message, the seconds left and a Retry-After header. */
export const tooManyRequests = (key: MessageKey, seconds: number) =>
  new AppError(429, { detail: mn(key, { seconds }), wait: seconds }, { 'retry-after': String(seconds) });

/** 503 when the server is too busy for this call (password hashing under a flood), with a Retry-After header. */
export const serviceBusy = (seconds: number) =>
  new AppError(503, { detail: mn('unavailable', { seconds }) }, { 'retry-after': String(seconds) });

type Issue = { path?: PropertyKey[]; message: string };

/**
 * Zod issues → `{ field: [text] }`, texts in Mongolian; issues without a field go to non_field_errors.
 * An issue the contract gave no message of its own (zod's English, e.g. an array sent for an object)
 * answers the spec's "invalid value".
 */
export function fieldErrorsOf(issues: Issue[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = issue.path?.length ? issue.path.map(String).join('.') : 'non_field_errors';
    const text = mn(isMessageKey(issue.message) ? issue.message : 'invalidValue');
    const texts = (out[field] ??= []);
    if (!texts.includes(text)) texts.push(text);
  }
  return out;
}
