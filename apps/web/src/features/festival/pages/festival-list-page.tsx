import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { ListPage, ListResults } from '../../../components/list-page';
import { SearchBox } from '../../../components/search-box';
import { href } from '../../../lib/routes';
import { useFestivalList } from '../api/get-festival-list';
import { FestivalCard } from '../components/festival-card';

const GRID = {
  display: 'grid',
  gap: 3,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(auto-fill, minmax(280px, 1fr))' },
} as const;

/** festival-list: /festival, every festival with a filter on either name (`?name=` keeps it in the address). */
export function FestivalListPage() {
  const { t } = useTranslation('festival');
  const [params, setParams] = useSearchParams();
  const name = params.get('name') ?? '';
  const [text, setText] = useState(name);
  const list = useFestivalList(name);
  return (
    <ListPage
      title={t('list.title')}
      actions={
        list.data?.can_manage && (
          <Button component={RouterLink} to={href('award-create')} variant="outlined" startIcon={<AddIcon />}>
            {t('list.add')}
          </Button>
        )
      }
    >
      <SearchBox
        label={t('list.search')}
        buttonLabel={t('list.searchButton')}
        value={text}
        onChange={setText}
        onSubmit={(next) => setParams(next ? { name: next } : {}, { replace: true })}
        sx={{ maxWidth: 480, mb: 3 }}
      />
      <ListResults
        list={list}
        items={list.data?.festival_list}
        gridSx={GRID}
        loading={{ label: t('loading'), count: 6, ratio: '16 / 9', lines: ['70%', '40%'] }}
        error={{ text: t('errors:generic'), retryLabel: t('retry') }}
        empty={
          <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }} data-testid="festival-list-empty">
            {name ? t('list.nothingFound', { name }) : t('list.empty')}
          </Typography>
        }
        pages={{ page: 1, pageCount: undefined, onChange: () => undefined }}
      >
        {(festival) => <FestivalCard key={festival.id} festival={festival} />}
      </ListResults>
    </ListPage>
  );
}
