import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-client';
import { createQueryClient } from './providers';

// The one retry rule every query follows (no feature sets its own).
describe('the query client’s retry rule', () => {
  const retry = createQueryClient().getDefaultOptions().queries?.retry as (count: number, error: unknown) => boolean;

  it('never asks again after a 4xx answer', () => {
    expect(retry(0, new ApiError(404, {}))).toBe(false);
    expect(retry(0, new ApiError(403, {}))).toBe(false);
  });

  it('tries a server or network failure twice more', () => {
    expect(retry(0, new ApiError(502, {}))).toBe(true);
    expect(retry(1, new TypeError('Failed to fetch'))).toBe(true);
    expect(retry(2, new ApiError(500, {}))).toBe(false);
  });
});
