import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { AUDIT_ACTIONS } from '@mfi/contract/admin-members.schemas';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { useAudit, type AuditFilter } from '../api/list-audit';
import { AuditEntry } from '../components/audit-entry';
import { AdminConsole } from '../../../components/admin-console';
import { Pager } from '../components/pager';
import { refusalText } from '../components/server-text';

const FIELDS = ['actor', 'member', 'action', 'from', 'to'] as const;
type Fields = Record<(typeof FIELDS)[number], string>;

/** admin-audit /admin/audit (admins; issue 25 part 3): who did what to whom, filtered by actor, member, action and days. */
export function AuditPage() {
  const { t } = useTranslation('adminMembers');
  const [params, setParams] = useSearchParams();
  const applied = Object.fromEntries(FIELDS.map((f) => [f, params.get(f) ?? ''])) as Fields;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [form, setForm] = useState<Fields>(applied);
  const audit = useAudit({ ...(applied as Partial<AuditFilter>), page } as AuditFilter);

  const go = (fields: Fields, nextPage = 1) =>
    setParams(
      Object.fromEntries(
        [...Object.entries(fields), ['page', nextPage > 1 ? String(nextPage) : '']].filter(([, v]) => v),
      ),
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    go(form);
  };
  const clear = () => {
    const empty = Object.fromEntries(FIELDS.map((f) => [f, ''])) as Fields;
    setForm(empty);
    go(empty);
  };
  const field = (name: keyof Fields) => ({
    name,
    size: 'small' as const,
    label: t(`audit.${name}`),
    value: form[name],
    onChange: (event: { target: { value: string } }) => setForm({ ...form, [name]: event.target.value }),
  });

  return (
    <AdminConsole current="admin-audit" title={t('audit.title')}>
      <Typography component="h2" variant="h5" sx={{ mb: 2 }}>
        {t('audit.title')}
      </Typography>
      <Box
        component="form"
        onSubmit={submit}
        aria-label={t('audit.filters')}
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
          mb: 3,
        }}
      >
        <TextField {...field('actor')} />
        <TextField {...field('member')} />
        <TextField {...field('action')} select>
          <MenuItem value="">{t('audit.anyAction')}</MenuItem>
          {AUDIT_ACTIONS.map((action) => (
            <MenuItem key={action} value={action}>
              {t(`actions.${action}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField {...field('from')} type="date" slotProps={{ inputLabel: { shrink: true } }} />
        <TextField {...field('to')} type="date" slotProps={{ inputLabel: { shrink: true } }} />
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Button type="submit" variant="contained">
            {t('audit.apply')}
          </Button>
          <Button onClick={clear}>{t('audit.clear')}</Button>
        </Stack>
      </Box>
      {audit.isPending ? (
        <PageLoader />
      ) : audit.isError ? (
        <Typography color="error">{refusalText(t, audit.error)}</Typography>
      ) : audit.data.results.length === 0 ? (
        <Typography color="text.secondary">{t('audit.empty')}</Typography>
      ) : (
        <>
          <Stack component="ul" spacing={1} sx={{ p: 0, m: 0 }} aria-label={t('audit.title')}>
            {audit.data.results.map((item) => (
              <AuditEntry key={item.id} item={item} />
            ))}
          </Stack>
          <Pager page={page} hasNext={audit.data.has_next} onPage={(next) => go(applied, next)} />
        </>
      )}
    </AdminConsole>
  );
}
