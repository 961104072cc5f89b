import { describe, expect, it } from 'vitest';
import { composedOnce } from './composed-once';

describe('composedOnce', () => {
  it('serves the same composed object for the same cached answer and part, a new one for another part', () => {
    const cached = { detail: { id: 1 } };
    const guest = composedOnce(cached, { can_edit: false }, () => ({ ...cached, can_edit: false }));
    expect(composedOnce(cached, { can_edit: false }, () => ({ ...cached, can_edit: false }))).toBe(guest);
    const editor = composedOnce(cached, { can_edit: true }, () => ({ ...cached, can_edit: true }));
    expect(editor).not.toBe(guest);
    expect(editor).toEqual({ detail: { id: 1 }, can_edit: true });
    // Another cached answer (the cache refreshed) composes afresh.
    const fresh = { detail: { id: 1 } };
    expect(composedOnce(fresh, { can_edit: false }, () => ({ ...fresh, can_edit: false }))).not.toBe(guest);
  });
});
