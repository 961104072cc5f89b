import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { SearchBox } from '../../../components/search-box';
import { useMembers } from '../api/list-members';
import { AdminConsole } from '../../../components/admin-console';
import { MemberCard } from '../components/member-card';
import { Pager } from '../components/pager';

/** admin-members /admin/members (admins; issue 25 part 3): members found by any part of a name, username, e-mail or phone. */
export function MembersPage() {
  const { t } = useTranslation('adminMembers');
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [text, setText] = useState(q);
  const members = useMembers(q, page);
  const go = (next: { q?: string; page?: number }) => {
    const values = { q: next.q ?? q, page: String(next.page ?? 1) };
    setParams(Object.fromEntries(Object.entries(values).filter(([k, v]) => v && !(k === 'page' && v === '1'))));
  };
  return (
    <AdminConsole current="admin-members" title={t('members.title')}>
      <Typography component="h2" variant="h5" sx={{ mb: 2 }}>
        {t('members.title')}
      </Typography>
      <SearchBox
        label={t('members.search')}
        buttonLabel={t('members.searchButton')}
        value={text}
        onChange={setText}
        onSubmit={(value) => go({ q: value })}
        sx={{ mb: 2, maxWidth: 560 }}
      />
      {members.isPending ? (
        <PageLoader />
      ) : members.isError ? (
        <Typography color="error">{t('errors:generic')}</Typography>
      ) : members.data.results.length === 0 ? (
        <Typography color="text.secondary">{t('members.empty')}</Typography>
      ) : (
        <>
          <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }} aria-label={t('members.title')}>
            {members.data.results.map((member) => (
              <MemberCard key={member.id} member={member} />
            ))}
          </Stack>
          <Pager page={page} hasNext={members.data.has_next} onPage={(next) => go({ page: next })} />
        </>
      )}
    </AdminConsole>
  );
}
