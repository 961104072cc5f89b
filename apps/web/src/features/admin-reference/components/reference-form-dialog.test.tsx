import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadNamespaces } from '../../../lib/i18n';
import { renderWithProviders } from '../../../test/render';
import { ReferenceFormDialog } from './reference-form-dialog';

beforeAll(() => loadNamespaces('adminReference'));
afterEach(() => vi.unstubAllGlobals());

describe('the reference form', () => {
  it('renames a tag in both languages, as a genre is', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ success: true, item: {} })));
    vi.stubGlobal('fetch', fetch);
    const item = { id: 4, name: 'Нүүдэлчин', name_en: null, code: null, is_actor: null, used_in: {} };
    renderWithProviders(<ReferenceFormDialog kind="tag" item={item} open onClose={() => undefined} />);
    const english = screen.getByRole('textbox', { name: 'Англи нэр' });
    expect(english).toHaveProperty('value', '');
    fireEvent.change(english, { target: { value: 'Nomads' } });
    fireEvent.click(screen.getByRole('button', { name: 'Хадгалах' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toContain('/api/reference/api-update-tag/');
    expect(JSON.parse(String(init.body))).toEqual({ id: 4, name: 'Нүүдэлчин', name_en: 'Nomads' });
  });
});
