import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslation } from 'react-i18next';
import { ListError } from '../../../components/list-states';
import { PageTitle } from '../../../components/page-title';
import { CataloguePagination } from '../../../components/pagination';
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
  toCard(item: T): ReviewCardModel;
}) {
  const { t } = useTranslation('reviews');
  const data = list.data;

  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 2, sm: 4 } }}>
      <PageTitle title={heading} />
      <Stack direction="row" sx={{ alignItems: 'baseline', flexWrap: 'wrap', columnGap: 2, mb: 2 }}>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2.1rem' } }}>
          {heading}
        </Typography>
        {data && (
          <Typography color="text.secondary" data-testid="review-total">
            {t('list.total', { count: data.review_total })}
          </Typography>
        )}
      </Stack>

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

      {list.isError && !data ? (
        <ListError text={t('list.error')} retryLabel={t('list.retry')} onRetry={() => void list.refetch()} />
      ) : !data ? (
        <Box sx={reviewGridSx} aria-busy="true" aria-label={t('list.loading')}>
          {Array.from({ length: 8 }, (_, index) => (
            <Box key={index}>
              <Skeleton variant="rounded" sx={{ width: '100%', height: 'auto', aspectRatio: '2 / 3' }} />
              <Skeleton width="60%" />
              <Skeleton width="80%" />
            </Box>
          ))}
        </Box>
      ) : data.review_list.length === 0 ? (
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
      ) : (
        <Box sx={{ ...reviewGridSx, opacity: list.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}>
          {data.review_list.map((item) => {
            const card = toCard(item);
            return <ReviewCard key={card.key} card={card} />;
          })}
        </Box>
      )}

      {data && (
        <CataloguePagination page={state.params.page} pageCount={data.review_page} onChange={state.goToPage} links={7} />
      )}
    </Box>
  );
}

/** A list route: its heading (a `reviews` key), its list call and how an item becomes a card. */
export function reviewListPage<T>(
  headingKey: 'list.movie' | 'list.episode' | 'list.season',
  useList: (params: ReviewListState['params']) => ReviewListResult<T>,
  toCard: (item: T) => ReviewCardModel,
) {
  return function ReviewListPage() {
    const { t } = useTranslation('reviews');
    const state = useReviewListState();
    const list = useList(state.params);
    return <ReviewListScreen heading={t(headingKey)} state={state} list={list} toCard={toCard} />;
  };
}
