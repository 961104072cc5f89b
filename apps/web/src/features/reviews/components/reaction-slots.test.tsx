import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { MOVIE_REACTIONS, REACTIONS } from '@mfi/contract/reactions';
import { i18n, loadNamespaces } from '../../../lib/i18n';
import { testQueryClient } from '../../../test/render';
import { choicesFor, ReactionSlots, type UserReactions } from './reaction-slots';

beforeAll(() => loadNamespaces('movies'));

const KEY = ['movies', 'detail', 'm', 'movie'];

/** The slots read `user_reactions` from the detail query, as on the pages. */
function renderSlots(
  initial: UserReactions,
  react: (slot: number, reaction: string | null) => Promise<{ user_reactions: UserReactions }>,
) {
  const client = testQueryClient();
  let stored = initial; // the server's slots, which a refetch after a change reads
  client.setQueryData(KEY, { user_reactions: initial });
  const call = async (slot: number, reaction: string | null) => {
    const answer = await react(slot, reaction);
    stored = answer.user_reactions;
    return answer;
  };
  function Page() {
    const { data } = useQuery({ queryKey: KEY, queryFn: () => ({ user_reactions: stored }), staleTime: Infinity });
    return (
      <ReactionSlots
        ns="movies"
        options={MOVIE_REACTIONS}
        value={data?.user_reactions}
        signedIn
        detailKey={KEY}
        react={call}
      />
    );
  }
  render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>
          <Page />
        </MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

describe('reaction slots', { timeout: 20_000 }, () => {
  it('offers every reaction but those in the other slots (18 for movies, 17 for the rest)', () => {
    const slots = { react1: 'bravo', react2: 'i_slept', react3: null };
    expect(choicesFor(MOVIE_REACTIONS, slots, 3)).toHaveLength(16);
    expect(choicesFor(MOVIE_REACTIONS, slots, 1).map((r) => r.name)).toContain('bravo');
    expect(choicesFor(MOVIE_REACTIONS, slots, 1).map((r) => r.name)).not.toContain('i_slept');
    expect(choicesFor(REACTIONS, { react1: null, react2: null, react3: null }, 1)).toHaveLength(17);
  });

  it('shows "?" in an empty slot, puts the choice in at once and takes it back when the call fails', async () => {
    let fail: (error: Error) => void = () => {};
    const react = vi.fn(() => new Promise<never>((_, reject) => (fail = reject)));
    renderSlots({ react1: null, react2: 'bravo', react3: null }, react);
    const slot1 = screen.getByRole('button', { name: 'Сэтгэгдлийн 1-р үүр' });
    expect(slot1.textContent).toBe('?');
    fireEvent.click(slot1);
    const picker = await screen.findByRole('dialog', { name: '1-р үүрт сэтгэгдэл сонгох' });
    expect(within(picker).queryByRole('button', { name: 'Браво!' })).toBeNull();
    fireEvent.click(within(picker).getByRole('button', { name: 'Попкорн кино' }));
    await screen.findByRole('button', { name: 'Сэтгэгдлийн 1-р үүр: Попкорн кино' });
    expect(react).toHaveBeenCalledWith(1, 'popcorn_movie');
    fail(new Error('down'));
    await screen.findByRole('button', { name: 'Сэтгэгдлийн 1-р үүр' });
  });

  it('the trash icon clears the slot', async () => {
    const react = vi.fn(async () => ({ user_reactions: { react1: null, react2: 'bravo', react3: null } }));
    renderSlots({ react1: 'it_was_funny', react2: 'bravo', react3: null }, react);
    fireEvent.click(screen.getByRole('button', { name: '1-р үүрийг цэвэрлэх' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Сэтгэгдлийн 1-р үүр' }).textContent).toBe('?'));
    expect(react).toHaveBeenCalledWith(1, null);
  });
});
