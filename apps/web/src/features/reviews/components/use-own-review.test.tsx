import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { useOwnReview } from './use-own-review';

describe('the caller’s own review', () => {
  it('a save marks the title’s keys and the review pages out of date', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const listPage = ['reviews', 'movie', 'list', { page: 1, search: '' }];
    const tabs = ['movies', 'detail', 'm', 'tabs'];
    client.setQueryData(listPage, { review_list: [] });
    client.setQueryData(tabs, { pages: [] });
    const saved = { title: 'Шүүмж', review: '<p>Сайн</p>' };
    const calls = {
      key: ['own', 'm'],
      load: async () => saved,
      save: async () => saved,
      remove: async () => ({}),
      refresh: [tabs],
    };
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useOwnReview(calls, { title: '', review: '' }, false), { wrapper });
    await act(() => result.current.save.mutateAsync({ title: saved.title, review: saved.review }));
    await waitFor(() => expect(client.getQueryState(listPage)?.isInvalidated).toBe(true));
    expect(client.getQueryState(tabs)?.isInvalidated).toBe(true);
    expect(client.getQueryData(calls.key)).toEqual(saved);
  });
});
