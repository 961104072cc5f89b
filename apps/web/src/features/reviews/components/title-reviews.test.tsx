import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { MOVIE_REACTIONS } from '@mfi/contract/reactions';
import { loadNamespaces } from '../../../lib/i18n';
import { renderRoutes } from '../../../test/render';
import { TitleRatingRow, TitleReviewTabs, type TitleReviews } from './title-reviews';

beforeAll(() => loadNamespaces('movies'));

function binding(): TitleReviews {
  return {
    ns: 'movies',
    idPrefix: 'film-reviews',
    loginText: 'Үнэлгээ өгөхийн тулд нэвтэрнэ үү.',
    reactions: { options: MOVIE_REACTIONS, detailKey: ['film'], react: vi.fn() },
    rating: {
      calls: { key: ['own'], load: vi.fn(), save: vi.fn(), remove: vi.fn(), refresh: [] },
      form: { withGrade: true, reviewMax: 500, schema: 'movieReviewBody', ids: { movie: 'film' } },
    },
    tabs: {
      source: (kind) => ({ key: ['film-tabs', kind], fetchPage: async () => ({ cards: [], end: true }) }),
      like: vi.fn(),
    },
  };
}

describe('a title’s reviews', { timeout: 20_000 }, () => {
  it('shows a guest the title’s reaction slots beside its login prompt, and its tabs under its own ids', async () => {
    const reviews = binding();
    const page = (
      <>
        <TitleRatingRow
          reviews={reviews}
          detail={{ user_reactions: { react1: 'awesome_music', react2: null, react3: null }, top_reactions: [] }}
          verdicts={{}}
          signedIn={false}
        />
        <TitleReviewTabs reviews={reviews} signedIn={false} />
      </>
    );
    renderRoutes([{ path: '/', element: page }], '/');

    expect(screen.getByText('Үнэлгээ өгөхийн тулд нэвтэрнэ үү.')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Сэтгэгдлийн \d-р үүр/ })).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Сэтгэгдлийн 1-р үүр: Гайхалтай хөгжим' })).toBeTruthy();
    expect(reviews.rating.calls.load).not.toHaveBeenCalled();
    const critic = await screen.findByRole('tab', { selected: true });
    expect(critic.id).toBe('film-reviews-tab-critic');
    expect(screen.getByRole('tabpanel').id).toBe('film-reviews-panel');
  });

  it('shows a member the rating row only where the answer’s can_review allows', async () => {
    const reviews = binding();
    const row = (can_review: boolean) => (
      <div data-testid={`row-${can_review}`}>
        <TitleRatingRow reviews={reviews} detail={{ top_reactions: [] }} verdicts={{ can_review }} signedIn />
      </div>
    );
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <>
              {row(false)}
              {row(true)}
            </>
          ),
        },
      ],
      '/',
    );

    expect(screen.getByTestId('row-false').childElementCount).toBe(0);
    expect(screen.getByTestId('row-true').childElementCount).toBe(1);
    expect(reviews.rating.calls.load).toHaveBeenCalledTimes(1);
  });
});
