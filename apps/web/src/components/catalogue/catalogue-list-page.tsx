import FilterListIcon from '@mui/icons-material/FilterList';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import SearchIcon from '@mui/icons-material/Search';
import SortIcon from '@mui/icons-material/Sort';
import Alert from '@mui/material/Alert';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CATALOGUE_SORTS } from '@mfi/contract/catalogue.enums';
import { useCatalogueQuery } from '../../lib/query-state';
import { PageTitle } from '../page-title';
import { CataloguePagination } from '../pagination';
import type { CatalogueKind } from './catalogue-kind';
import { CatalogueFilters } from './catalogue-filters';
import {
  activeFilterCount,
  appliedSort,
  queryDefaults,
  type CatalogueFilters as Filters,
  type QueryState,
} from './catalogue-query';
import { CardGridSkeleton } from './title-card';

const SEARCH_DELAY_MS = 400;
/** Part 2 section 9: after filtering the page scrolls to the results after 500 ms. */
const SCROLL_DELAY_MS = 500;

/** One catalogue of a kind (route name → list call), as the kind's table of catalogues gives it. */
export type Catalogue = { countryFlag: number; published: boolean; title: string };

/** The filter state of a catalogue page, in the URL (lib/query-state). */
export function useCatalogueState<R extends string>(filters: Filters<R>) {
  const [state, setState, reset] = useCatalogueQuery(queryDefaults(filters));
  return { state, setState, reset };
}
type CatalogueState<R extends string> = ReturnType<typeof useCatalogueState<R>>;

/** A page of the list call, whatever the kind names its fields. */
export type ListPage<T> = { items: T[]; count: number; pageCount: number };
type ListQuery<T> = {
  data: ListPage<T> | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  isPlaceholderData: boolean;
  refetch(): unknown;
};

/**
 * A catalogue list page (part 2 section 2): title and count, search, sort and filters (a bar with a collapsing
 * filter panel, or three tabs: the kind's `listControls`), the results and the page links.
 */
export function CatalogueListPage<R extends string, T>({
  kind,
  filters,
  catalogue,
  query,
  list,
  hint,
  children,
}: {
  kind: CatalogueKind;
  filters: Filters<R>;
  catalogue: Catalogue;
  query: CatalogueState<R>;
  list: ListQuery<T>;
  /** Shown under the controls: a note on the search (the other catalogue's matches). */
  hint?: ReactNode;
  children(items: T[]): ReactNode;
}) {
  const { t } = useTranslation(kind.ns);
  const { state, setState, reset } = query;
  const filterCount = activeFilterCount(state, filters, catalogue.countryFlag);
  const resultsId = `${kind.id}-results`;
  const scrollToResults = () =>
    setTimeout(
      () => document.getElementById(resultsId)?.scrollIntoView({ behavior: 'smooth', block: 'start' }),
      SCROLL_DELAY_MS,
    );
  const search = useSearchDraft(query);
  const controls: ControlsProps<R> = {
    kind,
    query,
    search,
    filterCount,
    filters: (
      <CatalogueFilters
        kind={kind}
        filters={filters}
        state={state}
        onChange={(patch) => {
          setState(patch);
          scrollToResults();
        }}
        showCountry={filters.countryShown(catalogue.countryFlag)}
      />
    ),
    scrollToResults,
  };

  return (
    <Box sx={{ maxWidth: 1400, mx: 'auto', px: { xs: 1.5, sm: 3 }, py: 3 }}>
      <PageTitle title={t(catalogue.title)} />
      <Stack direction="row" sx={{ alignItems: 'baseline', flexWrap: 'wrap', columnGap: 2, mb: 2 }}>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2.1rem' } }}>
          {t(catalogue.title)}
        </Typography>
        <Typography color="text.secondary" data-testid={`${kind.id}-count`}>
          {list.data ? t('list.count', { count: list.data.count }) : '\u00a0'}
        </Typography>
      </Stack>

      {kind.listControls === 'tabs' ? <ControlTabs {...controls} /> : <ControlBar {...controls} />}
      {hint}

      <Box id={resultsId} sx={{ scrollMarginTop: 80 }} aria-busy={list.isFetching}>
        {list.isPending ? (
          <CardGridSkeleton />
        ) : list.isError || !list.data ? (
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
        ) : list.data.items.length === 0 ? (
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
            {children(list.data.items)}
          </Box>
        )}
      </Box>
      <CataloguePagination
        page={Number(state.page) || 1}
        pageCount={list.data?.pageCount ?? 0}
        onChange={(page) => {
          setState({ page: String(page) } as Partial<QueryState<R>>);
          window.scrollTo({ top: 0, behavior: 'smooth' });
        }}
      />
    </Box>
  );
}

type ControlsProps<R extends string> = {
  kind: CatalogueKind;
  query: CatalogueState<R>;
  filterCount: number;
  filters: ReactNode;
  search: SearchDraft;
  scrollToResults(): void;
};

/** Search, sort, a filter button that opens the filter panel, and reset, in one row (movies). */
function ControlBar<R extends string>({ kind, query, filterCount, filters, search }: ControlsProps<R>) {
  const { t } = useTranslation(kind.ns);
  const [open, setOpen] = useState(false);
  const filtersId = `${kind.id}-filters`;
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 2 }}>
        <SearchField ns={kind.ns} search={search} sx={{ flex: 1 }} />
        <SortField ns={kind.ns} query={query} sx={{ minWidth: 220 }} />
        <Stack direction="row" spacing={1}>
          <Button
            variant={open ? 'contained' : 'outlined'}
            startIcon={
              <Badge badgeContent={filterCount} color="secondary">
                <FilterListIcon />
              </Badge>
            }
            onClick={() => setOpen((was) => !was)}
            aria-expanded={open}
            aria-controls={filtersId}
            sx={{ flex: { xs: 1, sm: 'none' } }}
          >
            {t('list.filters')}
          </Button>
          <Button
            variant="text"
            startIcon={<RestartAltIcon />}
            onClick={query.reset}
            sx={{ flex: { xs: 1, sm: 'none' } }}
          >
            {t('list.reset')}
          </Button>
        </Stack>
      </Stack>
      <Collapse in={open} id={filtersId}>
        <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
          {filters}
        </Paper>
      </Collapse>
    </>
  );
}

type Panel = 'search' | 'sort' | 'filter';

/** Search, sort and filter as three tabs over one panel (serials). */
function ControlTabs<R extends string>({
  kind,
  query,
  filterCount,
  filters,
  search,
  scrollToResults,
}: ControlsProps<R>) {
  const { t } = useTranslation(kind.ns);
  const [panel, setPanel] = useState<Panel>('search');
  const tabSx = { minHeight: 44, px: 1, minWidth: 0 };
  return (
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
          sx={tabSx}
        />
        <Tab value="sort" icon={<SortIcon fontSize="small" />} iconPosition="start" label={t('list.sort')} sx={tabSx} />
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
          sx={tabSx}
        />
      </Tabs>
      <Box
        sx={{ p: 2 }}
        role="tabpanel"
        aria-label={t(`list.${panel === 'search' ? 'searchTab' : panel === 'sort' ? 'sort' : 'filters'}`)}
      >
        {panel === 'search' && <SearchField ns={kind.ns} search={search} fullWidth />}
        {panel === 'sort' && <SortField ns={kind.ns} query={query} fullWidth />}
        {panel === 'filter' && (
          <>
            {filters}
            <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'flex-end' }}>
              <Button startIcon={<RestartAltIcon />} onClick={query.reset}>
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
  );
}

type FieldProps<R extends string> = { ns: string; query: CatalogueState<R>; sx?: object; fullWidth?: boolean };
type SearchDraft = ReturnType<typeof useSearchDraft>;

/** The search box's text: commits after a pause in typing (and at once on Enter); a reset or route change empties it. */
function useSearchDraft<R extends string>({ state, setState }: CatalogueState<R>) {
  const [draft, setDraft] = useState(state.search);
  const [committed, setCommitted] = useState(state.search);
  if (committed !== state.search) {
    setCommitted(state.search);
    setDraft(state.search);
  }
  useEffect(() => {
    if (draft === state.search) return;
    const timer = setTimeout(() => setState({ search: draft } as Partial<QueryState<R>>), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft, state.search, setState]);
  return { draft, setDraft, commit: () => setState({ search: draft } as Partial<QueryState<R>>) };
}

function SearchField<R extends string>({
  ns,
  search,
  sx,
  fullWidth,
}: Omit<FieldProps<R>, 'query'> & { search: SearchDraft }) {
  const { t } = useTranslation(ns);
  const { draft, setDraft, commit } = search;
  return (
    <TextField
      fullWidth={fullWidth}
      size="small"
      type="search"
      label={t('list.search')}
      value={draft}
      onChange={(e) => setDraft(e.target.value)}
      onKeyDown={(e) => e.key === 'Enter' && commit()}
      sx={sx}
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
  );
}

/** The sort box: shows the order the list is in, the server's default included (never an empty box). */
function SortField<R extends string>({ ns, query, sx, fullWidth }: FieldProps<R>) {
  const { t } = useTranslation(ns);
  const sort = appliedSort(query.state);
  return (
    <TextField
      select
      fullWidth={fullWidth}
      size="small"
      label={t('list.sort')}
      value={sort}
      onChange={(e) => query.setState({ sort: e.target.value } as Partial<QueryState<R>>)}
      sx={sx}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      {sort === '' && <MenuItem value="">{t('sort.default')}</MenuItem>}
      {Object.entries(CATALOGUE_SORTS).map(([value, name]) => (
        <MenuItem key={value} value={value}>
          {t(`sort.${name}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}
