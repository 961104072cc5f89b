import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { REFERENCE_KINDS, type ReferenceKind } from '@mfi/contract/reference.schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { SearchBox } from '../../../components/search-box';
import { AdminConsole } from '../../../components/admin-console';
import { useReferenceList } from '../api/list-reference';
import { ReferenceFormDialog } from '../components/reference-form-dialog';
import { ReferenceRow } from '../components/reference-row';

/** The order of the tabs: what titles are sorted by first, then the lists that grow. */
const KINDS: readonly ReferenceKind[] = ['genre', 'subgenre', 'country', 'language', 'profession', 'tag', 'collection'];

const kindOf = (value: string | null): ReferenceKind =>
  (REFERENCE_KINDS as readonly string[]).includes(value ?? '') ? (value as ReferenceKind) : 'genre';

/**
 * admin-reference /admin/reference (admins; issue 25 part 4): each reference list with where its items are
 * used; add, rename in both languages, merge two tags or collections, delete what nothing uses.
 */
export function ReferencePage() {
  const { t } = useTranslation('adminReference');
  const [params, setParams] = useSearchParams();
  const kind = kindOf(params.get('kind'));
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [text, setText] = useState(q);
  const [adding, setAdding] = useState(false);
  const list = useReferenceList(kind, q, page);
  const go = (next: { kind?: ReferenceKind; q?: string; page?: number }) =>
    setParams(
      Object.fromEntries(
        Object.entries({ kind: next.kind ?? kind, q: next.q ?? q, page: String(next.page ?? 1) }).filter(
          ([key, value]) => value && !(key === 'page' && value === '1'),
        ),
      ),
    );

  const pick = (value: ReferenceKind) => {
    setText('');
    go({ kind: value, q: '' });
  };

  return (
    <AdminConsole current="admin-reference" title={t('title')}>
      <Typography component="h2" variant="h5" sx={{ mb: 2 }}>
        {t('title')}
      </Typography>
      {/* Tabs from a tablet up; on a phone the seven kinds do not fit a row, so they are a list to pick from. */}
      <Tabs
        value={kind}
        onChange={(_, value: ReferenceKind) => pick(value)}
        variant="scrollable"
        scrollButtons="auto"
        aria-label={t('kindsLabel')}
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider', display: { xs: 'none', sm: 'flex' } }}
      >
        {KINDS.map((k) => (
          <Tab key={k} value={k} label={t(`kinds.${k}`)} />
        ))}
      </Tabs>
      <TextField
        select
        fullWidth
        size="small"
        label={t('kindsLabel')}
        value={kind}
        onChange={(event) => pick(event.target.value as ReferenceKind)}
        sx={{ mb: 2, display: { sm: 'none' } }}
      >
        {KINDS.map((k) => (
          <MenuItem key={k} value={k}>
            {t(`kinds.${k}`)}
          </MenuItem>
        ))}
      </TextField>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
        <SearchBox
          label={t('search')}
          buttonLabel={t('searchButton')}
          value={text}
          onChange={setText}
          onSubmit={(value) => go({ q: value })}
          sx={{ flex: 1, maxWidth: { sm: 480 } }}
        />
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
          {t('add', { kind: t(`kinds.${kind}`) })}
        </Button>
      </Stack>
      {list.isPending ? (
        <PageLoader />
      ) : list.isError ? (
        <Typography color="error">{t('errors:generic')}</Typography>
      ) : list.data.results.length === 0 ? (
        <Typography color="text.secondary">{t('empty')}</Typography>
      ) : (
        <>
          <Stack component="ul" spacing={1} sx={{ p: 0, m: 0 }} aria-label={t(`kinds.${kind}`)}>
            {list.data.results.map((item) => (
              <ReferenceRow key={`${kind}-${item.id}`} kind={kind} item={item} />
            ))}
          </Stack>
          {(page > 1 || list.data.has_next) && (
            <Stack direction="row" spacing={2} sx={{ justifyContent: 'center', alignItems: 'center', my: 3 }}>
              <Button variant="outlined" disabled={page <= 1} onClick={() => go({ page: page - 1 })}>
                {t('previous')}
              </Button>
              <Typography>{t('page', { page })}</Typography>
              <Button variant="outlined" disabled={!list.data.has_next} onClick={() => go({ page: page + 1 })}>
                {t('next')}
              </Button>
            </Stack>
          )}
        </>
      )}
      {adding && <ReferenceFormDialog key={kind} kind={kind} open onClose={() => setAdding(false)} />}
    </AdminConsole>
  );
}
