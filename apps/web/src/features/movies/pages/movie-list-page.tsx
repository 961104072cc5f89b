import FilterListIcon from '@mui/icons-material/FilterList';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { CATALOGUE_SORTS } from '@mfi/contract/catalogue.enums';
import { MOVIES_PER_PAGE } from '@mfi/contract/limits';
import { PageTitle } from '../../../components/page-title';
import { CataloguePagination } from '../../../components/pagination';
import { useCatalogueQuery } from '../../../lib/query-state';
import { useMovieList } from '../api/get-movie-list';
import { activeFilterCount, appliedSort, MOVIE_QUERY_DEFAULTS, toMovieListParams } from '../components/catalogue-query';
import { catalogueOf } from '../components/catalogues';
import { MovieCardGrid } from '../components/movie-card-grid';
import { MovieFilters } from '../components/movie-filters';

const SEARCH_DELAY_MS = 400;
/** Part 2 section 9: after filtering the page scrolls to the results after 500 ms. */
const SCROLL_DELAY_MS = 500;

/** movie-list, short-movie-list, mongol-movie-list, mongol-short-movie-list and their unpublished variants. */
export function MovieListPage() {
  const { t } = useTranslation('movies');
  const matches = useMatches();
  const catalogue = catalogueOf(matches[matches.length - 1]?.id);
  const [state, setState, reset] = useCatalogueQuery(MOVIE_QUERY_DEFAULTS);
  const params = toMovieListParams(state, catalogue);
  const list = useMovieList(params);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filterCount = activeFilterCount(state);
  const sort = appliedSort(state);

  // The search box commits after a pause in typing (and at once on Enter); a reset or route change empties it.
  const [draft, setDraft] = useState(state.search);
  const [committed, setCommitted] = useState(state.search);
  if (committed !== state.search) {
    setCommitted(state.search);
    setDraft(state.search);
  }
  useEffect(() => {
    if (draft === state.search) return;
    const timer = setTimeout(() => setState({ search: draft }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft, state.search, setState]);

  const pageCount = Math.ceil((list.data?.count ?? 0) / MOVIES_PER_PAGE);
  const goToPage = (page: number) => {
    setState({ page: String(page) });
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };
  const changeFilters = (patch: Partial<typeof state>) => {
    setState(patch);
    setTimeout(
      () => document.getElementById('movie-results')?.scrollIntoView({ behavior: 'smooth', block: 'start' }),
      SCROLL_DELAY_MS,
    );
  };

  return (
    <Box sx={{ maxWidth: 1400, mx: 'auto', px: { xs: 1.5, sm: 3 }, py: 3 }}>
      <PageTitle title={t(catalogue.title)} />
      <Stack direction="row" sx={{ alignItems: 'baseline', flexWrap: 'wrap', columnGap: 2, mb: 2 }}>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2.1rem' } }}>
          {t(catalogue.title)}
        </Typography>
        <Typography color="text.secondary" data-testid="movie-count">
          {list.data ? t('list.count', { count: list.data.count }) : '\u00a0'}
        </Typography>
      </Stack>

      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 2 }}>
        <TextField
          size="small"
          type="search"
          label={t('list.search')}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => e.key === 'Enter' && setState({ search: draft })}
          sx={{ flex: 1 }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon />
                </InputAdornment>
              ),
            },
            htmlInput: { maxLength: 100 },
          }}
        />
        {/* Shows the order the list is in, the server's default included (never an empty box). */}
        <TextField
          select
          size="small"
          label={t('list.sort')}
          value={sort}
          onChange={(e) => setState({ sort: e.target.value })}
          sx={{ minWidth: 220 }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          {sort === '' && <MenuItem value="">{t('sort.default')}</MenuItem>}
          {Object.entries(CATALOGUE_SORTS).map(([value, name]) => (
            <MenuItem key={value} value={value}>
              {t(`sort.${name}`)}
            </MenuItem>
          ))}
        </TextField>
        <Stack direction="row" spacing={1}>
          <Button
            variant={filtersOpen ? 'contained' : 'outlined'}
            startIcon={
              <Badge badgeContent={filterCount} color="secondary">
                <FilterListIcon />
              </Badge>
            }
            onClick={() => setFiltersOpen((open) => !open)}
            aria-expanded={filtersOpen}
            aria-controls="movie-filters"
            sx={{ flex: { xs: 1, sm: 'none' } }}
          >
            {t('list.filters')}
          </Button>
          <Button variant="text" startIcon={<RestartAltIcon />} onClick={reset} sx={{ flex: { xs: 1, sm: 'none' } }}>
            {t('list.reset')}
          </Button>
        </Stack>
      </Stack>

      <Collapse in={filtersOpen} id="movie-filters">
        <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
          <MovieFilters state={state} onChange={changeFilters} showCountry={catalogue.countryFlag <= 2} />
        </Paper>
      </Collapse>

      <Box id="movie-results" sx={{ scrollMarginTop: 80 }} aria-busy={list.isFetching}>
        {list.isPending ? (
          <LoadingGrid />
        ) : list.isError ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" onClick={() => void list.refetch()}>
                {t('retry')}
              </Button>
            }
          >
            {t('list.error')}
          </Alert>
        ) : list.data.results.length === 0 ? (
          <Box sx={{ textAlign: 'center', py: 8, color: 'text.secondary' }}>
            <Typography variant="h6" component="p">
              {t('list.empty')}
            </Typography>
            {(filterCount > 0 || state.search) && (
              <Button sx={{ mt: 2 }} variant="outlined" onClick={reset}>
                {t('list.reset')}
              </Button>
            )}
          </Box>
        ) : (
          <Box sx={{ opacity: list.isPlaceholderData ? 0.6 : 1, transition: 'opacity 0.2s' }}>
            <MovieCardGrid movies={list.data.results} />
          </Box>
        )}
      </Box>
      <CataloguePagination page={Number(state.page) || 1} pageCount={pageCount} onChange={goToPage} />
    </Box>
  );
}

function LoadingGrid() {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(auto-fill, minmax(150px, 1fr))' },
      }}
    >
      {Array.from({ length: 12 }, (_, i) => (
        <Box key={i}>
          <Skeleton variant="rounded" sx={{ aspectRatio: '2 / 3', height: 'auto' }} />
          <Skeleton width="80%" />
          <Skeleton width="40%" />
        </Box>
      ))}
    </Box>
  );
}
