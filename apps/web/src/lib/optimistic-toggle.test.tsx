import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { flipLike, useOptimisticToggle } from './optimistic-toggle';

type Detail = { user_like: boolean; likes: number };

function setUp(send: () => Promise<Detail>, exact = false) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const asGuest = ['artist', 'a', null];
  const asMember = ['artist', 'a', 'token'];
  client.setQueryData<Detail>(asGuest, { user_like: false, likes: 3 });
  client.setQueryData<Detail>(asMember, { user_like: false, likes: 3 });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(
    () =>
      useOptimisticToggle<Detail, void, Detail>({
        queryKey: exact ? asMember : ['artist', 'a'],
        exact,
        send,
        flip: (d) => {
          const { liked, count } = flipLike(d.user_like, d.likes);
          return { user_like: liked, likes: count };
        },
        settle: (d, answer) => ({ ...d, ...answer }),
      }),
    { wrapper },
  );
  return { client, result, asGuest, asMember };
}

describe('an optimistic toggle', () => {
  it('shows the change before the call answers, on every cached copy, then takes the server’s figures', async () => {
    let answer: (value: Detail) => void = () => {};
    const { client, result, asGuest, asMember } = setUp(() => new Promise((resolve) => (answer = resolve)));
    let done: Promise<unknown> = Promise.resolve();
    await act(async () => {
      done = result.current.mutateAsync();
      await Promise.resolve();
    });
    expect(client.getQueryData(asMember)).toEqual({ user_like: true, likes: 4 });
    expect(client.getQueryData(asGuest)).toEqual({ user_like: true, likes: 4 });
    await act(async () => {
      answer({ user_like: true, likes: 10 });
      await done;
    });
    expect(client.getQueryData(asMember)).toEqual({ user_like: true, likes: 10 });
  });

  it('puts the cached copy back when the call fails', async () => {
    const { client, result, asGuest, asMember } = setUp(() => Promise.reject(new Error('offline')), true);
    await act(() => result.current.mutateAsync().catch(() => undefined));
    expect(client.getQueryData(asMember)).toEqual({ user_like: false, likes: 3 });
    expect(client.getQueryData(asGuest)).toEqual({ user_like: false, likes: 3 });
  });

  it('never counts a like below zero', () => {
    expect(flipLike(true, 0)).toEqual({ liked: false, count: 0 });
  });
});
