import FilterListIcon from '@mui/icons-material/FilterList';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import SearchIcon from '@mui/icons-material/Search';
import SortIcon from '@mui/icons-material/Sort';
import Alert from '@mui/material/Alert';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { CATALOGUE_SORTS } from '@mfi/contract/catalogue.enums';
import { PageTitle } from '../../../components/page-title';
import { CataloguePagination } from '../../../components/pagination';
import { useCatalogueQuery } from '../../../lib/query-state';
import { useSerialList } from '../api/get-serial-list';
import { serialCatalogueOf } from '../components/catalogues';
import { SerialCardGrid } from '../components/serial-card-grid';
import { SerialFilters } from '../components/serial-filters';
import { activeFilterCount, appliedSort, SERIAL_QUERY_DEFAULTS, toSerialListParams } from '../components/serial-query';

const SEARCH_DELAY_MS = 400;
/** Part 2 section 9: after filtering the page scrolls to the results after 500 ms. */
const SCROLL_DELAY_MS = 500;
type Panel = 'search' | 'sort' | 'filter';

/** serial-list, mongol-serial-list and their unpublished variants (part 2 section 2). */
export function SerialListPage() {
  const { t } = useTranslation('serials');
  const matches = useMatches();
  const catalogue = serialCatalogueOf(matches[matches.length - 1]?.id);
  const [state, setState, reset] = useCatalogueQuery(SERIAL_QUERY_DEFAULTS);
  const list = useSerialList(toSerialListParams(state, catalogue));
  const [panel, setPanel] = useState<Panel>('search');
  const filterCount = activeFilterCount(state, catalogue.countryFlag);
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

  const scrollToResults = () =>
    setTimeout(
      () => document.getElementById('serial-results')?.scrollIntoView({ behavior: 'smooth', block: 'start' }),
      SCROLL_DELAY_MS,
    );
  const goToPage = (page: number) => {
    setState({ page: String(page) });
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };
  const changeFilters = (patch: Partial<typeof state>) => {
    setState(patch);
    scrollToResults();
  };

  return (
    <Box sx={{ maxWidth: 1400, mx: 'auto', px: { xs: 1.5, sm: 3 }, py: 3 }}>
      <PageTitle title={t(catalogue.title)} />
      <Stack direction="row" sx={{ alignItems: 'baseline', flexWrap: 'wrap', columnGap: 2, mb: 2 }}>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2.1rem' } }}>
          {t(catalogue.title)}
        </Typography>
        <Typography color="text.secondary" data-testid="serial-count">
          {list.data ? t('list.count', { count: list.data.serial_total }) : '\u00a0'}
        </Typography>
      </Stack>

      <Paper variant="outlined" sx={{ mb: 2 }}>
        <Tabs
          value={panel}
          onChange={(_, next: Panel) => setPanel(next)}
          variant="fullWidth"
          aria-label={t('list.tabs')}
          sx={{
            borderBottom: 1,
            borderColor: 'divider',
            minHeight: 44,
            // At 320 px the three labels fit only without their icons (the filter count moves into its label).
            '& .MuiTab-icon': { display: { xs: 'none', sm: 'inline-flex' } },
          }}
        >
          <Tab
            value="search"
            icon={<SearchIcon fontSize="small" />}
            iconPosition="start"
            label={t('list.searchTab')}
            sx={{ minHeight: 44, px: 1, minWidth: 0 }}
          />
          <Tab
            value="sort"
            icon={<SortIcon fontSize="small" />}
            iconPosition="start"
            label={t('list.sort')}
            sx={{ minHeight: 44, px: 1, minWidth: 0 }}
          />
          <Tab
            value="filter"
            icon={
              <Badge badgeContent={filterCount} color="secondary">
                <FilterListIcon fontSize="small" />
              </Badge>
            }
            iconPosition="start"
            label={
              <span>
                {t('list.filters')}
                {filterCount > 0 && (
                  <Box component="span" sx={{ display: { sm: 'none' } }}>
                    {` (${filterCount})`}
                  </Box>
                )}
              </span>
            }
            sx={{ minHeight: 44, px: 1, minWidth: 0 }}
          />
        </Tabs>
        <Box
          sx={{ p: 2 }}
          role="tabpanel"
          aria-label={t(`list.${panel === 'search' ? 'searchTab' : panel === 'sort' ? 'sort' : 'filters'}`)}
        >
          {panel === 'search' && (
            <TextField
              fullWidth
              size="small"
              type="search"
              label={t('list.search')}
              value={draft}
              onChange={(e) => setDraft(e.target.value)}
              onKeyDown={(e) => e.key === 'Enter' && setState({ search: draft })}
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
          )}
          {/* Shows the order the list is in, the server's default included (never an empty box). */}
          {panel === 'sort' && (
            <TextField
              select
              fullWidth
              size="small"
              label={t('list.sort')}
              value={sort}
              onChange={(e) => setState({ sort: e.target.value })}
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            >
              {sort === '' && <MenuItem value="">{t('sort.default')}</MenuItem>}
              {Object.entries(CATALOGUE_SORTS).map(([value, name]) => (
                <MenuItem key={value} value={value}>
                  {t(`sort.${name}`)}
                </MenuItem>
              ))}
            </TextField>
          )}
          {panel === 'filter' && (
            <>
              <SerialFilters state={state} onChange={changeFilters} showCountry={catalogue.countryFlag === 1} />
              <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'flex-end' }}>
                <Button startIcon={<RestartAltIcon />} onClick={reset}>
                  {t('list.reset')}
                </Button>
                <Button variant="contained" startIcon={<FilterListIcon />} onClick={scrollToResults}>
                  {t('list.applyFilters')}
                </Button>
              </Stack>
            </>
          )}
        </Box>
      </Paper>

      <Box id="serial-results" sx={{ scrollMarginTop: 80 }} aria-busy={list.isFetching}>
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
        ) : list.data.serial_list.length === 0 ? (
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
            <SerialCardGrid serials={list.data.serial_list} />
          </Box>
        )}
      </Box>
      <CataloguePagination page={Number(state.page) || 1} pageCount={list.data?.serial_page ?? 0} onChange={goToPage} />
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
