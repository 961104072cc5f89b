import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslation } from 'react-i18next';
import { ListPage, ListResults } from '../../../components/list-page';
import { useEnglish } from '../../../lib/localized';
import { ReviewCard, reviewGridSx, type ReviewCardModel } from './review-card';
import { useReviewListState, type ReviewListState } from './review-list-state';

/** A review list call's answer (part 2 section 7: review_list, review_total, review_page). */
interface ReviewListResult<T> {
  data?: { review_list: T[]; review_total: number; review_page: number };
  isError: boolean;
  isPlaceholderData: boolean;
  refetch(): unknown;
}

/**
 * The one screen of the movie, episode and season review lists (part 2 section 2): heading with the
 * total, search on Enter or the button, cards, 7 page buttons.
 */
export function ReviewListScreen<T>({
  heading,
  state,
  list,
  toCard,
}: {
  heading: string;
  state: ReviewListState;
  list: ReviewListResult<T>;
  toCard(item: T, en: boolean): ReviewCardModel;
}) {
  const { t } = useTranslation('reviews');
  const en = useEnglish();
  const data = list.data;

  return (
    <ListPage
      title={heading}
      total={data && { text: t('list.total', { count: data.review_total }), testId: 'review-total' }}
    >
      <Stack component="form" role="search" direction="row" spacing={1} onSubmit={state.submitSearch} sx={{ mb: 3 }}>
        <TextField
          fullWidth
          size="small"
          type="search"
          label={t('list.search')}
          value={state.searchText}
          onChange={(event) => state.setSearchText(event.target.value)}
        />
        <Button type="submit" variant="contained" startIcon={<SearchIcon />} sx={{ flexShrink: 0 }}>
          {t('list.searchButton')}
        </Button>
      </Stack>

      <ListResults
        list={list}
        items={data?.review_list}
        gridSx={reviewGridSx}
        loading={{ label: t('list.loading'), count: 8, ratio: '2 / 3', lines: ['60%', '80%'] }}
        error={{ text: t('list.error'), retryLabel: t('list.retry') }}
        empty={
          <Box sx={{ textAlign: 'center', py: 8 }}>
            <Typography variant="h6" component="p" gutterBottom>
              {state.params.search ? t('list.emptySearch', { search: state.params.search }) : t('list.empty')}
            </Typography>
            {state.params.search && (
              <Button variant="outlined" onClick={state.clearSearch}>
                {t('list.clearSearch')}
              </Button>
            )}
          </Box>
        }
        pages={{ page: state.params.page, pageCount: data?.review_page, links: 7, onChange: state.goToPage }}
      >
        {(item) => {
          const card = toCard(item, en);
          return <ReviewCard key={card.key} card={card} />;
        }}
      </ListResults>
    </ListPage>
  );
}

/** A list route: its heading (a `reviews` key), its list call and how an item becomes a card. */
export function reviewListPage<T>(
  headingKey: 'list.movie' | 'list.episode' | 'list.season',
  useList: (params: ReviewListState['params']) => ReviewListResult<T>,
  toCard: (item: T, en: boolean) => ReviewCardModel,
) {
  return function ReviewListPage() {
    const { t } = useTranslation('reviews');
    const state = useReviewListState();
    const list = useList(state.params);
    return <ReviewListScreen heading={t(headingKey)} state={state} list={list} toCard={toCard} />;
  };
}
