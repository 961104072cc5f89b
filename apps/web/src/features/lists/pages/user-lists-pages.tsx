import type { ListKind } from '@mfi/contract/lists.schemas';
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { ListPage, ListResults } from '../../../components/list-page';
import { useCatalogueQuery } from '../../../lib/query-state';
import { href, type RouteName } from '../../../lib/routes';
import { useUserLists, type UserListsScope } from '../api/get-user-lists';
import { ListCard } from '../components/list-card';

const ROUTES: Record<UserListsScope, Record<ListKind, RouteName>> = {
  user: { movie: 'user-movie-list', serial: 'user-serial-list' },
  top: { movie: 'user-best-movie-list', serial: 'user-best-serial-list' },
};

/** The four list pages of a member, as tabs (the profile page, with its own menu, comes later). */
function ListTabs({ owner, current }: { owner: string; current: RouteName }) {
  const { t } = useTranslation('lists');
  const tabs: [RouteName, string][] = [
    ['user-movie-list', t('pages.tabs.movieLists')],
    ['user-serial-list', t('pages.tabs.serialLists')],
    ['user-best-movie-list', t('pages.tabs.bestMovies')],
    ['user-best-serial-list', t('pages.tabs.bestSerials')],
  ];
  return (
    <Tabs
      value={current}
      variant="scrollable"
      allowScrollButtonsMobile
      aria-label={t('pages.tabs.label')}
      sx={{ mb: 2 }}
    >
      {tabs.map(([name, label]) => (
        <Tab
          key={name}
          value={name}
          label={label}
          component={RouterLink}
          to={href(name as 'user-movie-list', { slug: owner })}
        />
      ))}
    </Tabs>
  );
}

/** One column of wide cards (the best-movie lists), or as many 300 px columns as fit (the other pages). */
const gridSx = (wide: boolean) => ({
  display: 'grid',
  gap: 2,
  gridTemplateColumns: wide ? 'minmax(0, 760px)' : 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))',
});

/**
 * A member's lists (user-movie-list, user-serial-list: newest first) and their top lists (user-best-movie-list:
 * 4 wide cards a page; user-best-serial-list: a grid of 24), paged with 5 or 7 page links (part 1 sections 5, 9).
 */
function UserListsPage({ scope, kind }: { scope: UserListsScope; kind: ListKind }) {
  const { t } = useTranslation('lists');
  const { slug: owner = '' } = useParams();
  const [state, setState] = useCatalogueQuery({ page: '1' });
  const page = Math.max(1, Number(state.page) || 1);
  const query = useUserLists(scope, kind, owner, page);
  const createHref = href(kind === 'movie' ? 'movie-list-create' : 'serial-list-create');

  return (
    <ListPage
      title={t(`pages.title.${scope}.${kind}`)}
      total={query.data && { text: t('pages.total', { count: query.data.count }), testId: 'user-lists-total' }}
      actions={
        // The create link where the answer says `can_create`: a member's own page of lists.
        query.data?.can_create && (
          <Button component={RouterLink} to={createHref} variant="contained" startIcon={<AddIcon />}>
            {t(`pages.create.${kind}`)}
          </Button>
        )
      }
    >
      <ListTabs owner={owner} current={ROUTES[scope][kind]} />
      <ListResults
        list={query}
        items={query.data?.lists}
        gridSx={gridSx(scope === 'top' && kind === 'movie')}
        loading={{ label: t('pages.loading'), count: 3, ratio: '3 / 1', lines: ['60%', '30%'] }}
        error={{ text: t('errors:generic'), retryLabel: t('pages.retry') }}
        empty={
          <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }} data-testid="user-lists-empty">
            {t(`pages.empty.${scope}.${kind}`)}
          </Typography>
        }
        pages={{ page, pageCount: query.data?.pageCount, onChange: (next) => setState({ page: String(next) }) }}
      >
        {(list) => <ListCard key={list.id} list={list} />}
      </ListResults>
    </ListPage>
  );
}

export const UserMovieListsPage = () => <UserListsPage scope="user" kind="movie" />;
export const UserSerialListsPage = () => <UserListsPage scope="user" kind="serial" />;
export const UserBestMovieListPage = () => <UserListsPage scope="top" kind="movie" />;
export const UserBestSerialListPage = () => <UserListsPage scope="top" kind="serial" />;
