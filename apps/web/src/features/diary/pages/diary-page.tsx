import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/EditOutlined';
import ReplayIcon from '@mui/icons-material/Replay';
import { useId, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import type { DiaryEntry } from '@mfi/contract/diary.schemas';
import { currentYear } from '@mfi/contract/fields';
import { ListError } from '../../../components/list-states';
import { NotFoundPage } from '../../../components/not-found-page';
import { CataloguePagination } from '../../../components/pagination';
import { PageTitle } from '../../../components/page-title';
import { Poster } from '../../../components/poster';
import { Stars } from '../../../components/stars';
import { isNotFound } from '../../../lib/api-client';
import { langOf, nameIn, useEnglish } from '../../../lib/localized';
import { useCatalogueQuery } from '../../../lib/query-state';
import { href } from '../../../lib/routes';
import { showSnack } from '../../../lib/snackbar';
import { useDiary } from '../api/get-diary';
import { deleteDiaryEntry, updateDiaryEntry, useDiaryWrite, type ViewingBody } from '../api/save-diary-entry';
import { DiaryEntryDialog } from '../components/diary-entry-dialog';
import { ProfileSectionHeading } from '../../../components/profile-section-heading';

/**
 * /user/<slug>/diary (issue 29): the member's viewings as a section of their profile page, newest first,
 * by month: poster, day, title, grade (stars and percent, as the site shows grades), the rewatch mark, the
 * review and tags. Entries the caller may change (`can_edit`: the owner, an admin) open the edit dialog.
 */
export function DiaryPage() {
  const { t } = useTranslation('diary');
  const { slug = '' } = useParams();
  const headingId = useId();
  const [state, setState] = useCatalogueQuery({ page: '1' });
  const page = Math.max(1, Number(state.page) || 1);
  const diary = useDiary(slug, page);
  const [editing, setEditing] = useState<DiaryEntry | null>(null);
  const update = useDiaryWrite(({ id, body }: { id: number; body: ViewingBody }) => updateDiaryEntry(id, body));
  const remove = useDiaryWrite((id: number) => deleteDiaryEntry(id));

  if (diary.error && isNotFound(diary.error) && !diary.data) return <NotFoundPage />;
  const heading = t('heading', { member: slug });
  const data = diary.data;

  return (
    <Box component="section" aria-labelledby={headingId} data-testid="diary" sx={{ py: { xs: 2, sm: 3 } }}>
      <PageTitle title={heading} />
      <ProfileSectionHeading id={headingId}>{heading}</ProfileSectionHeading>
      <Stack direction="row" spacing={2} useFlexGap sx={{ mb: 2, flexWrap: 'wrap', alignItems: 'baseline' }}>
        <Typography color="text.secondary" data-testid="diary-total">
          {data ? t('total', { count: data.count }) : '\u00a0'}
        </Typography>
        {/* The year in review is read from the diary: this year's, whose page picks the others. */}
        <Link component={RouterLink} to={href('user-year-review', { slug, year: currentYear() })}>
          {t('yearReview', { year: currentYear() })}
        </Link>
        {data?.can_import && (
          <Link component={RouterLink} to={href('account-import')} data-testid="diary-import">
            {t('import')}
          </Link>
        )}
      </Stack>

      {diary.isPending && <DiarySkeleton label={t('loading')} />}
      {diary.isError && !data && (
        <ListError text={t('error')} retryLabel={t('retry')} onRetry={() => void diary.refetch()} />
      )}
      {data && data.results.length === 0 && (
        <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }} data-testid="diary-empty">
          {t('empty')}
        </Typography>
      )}
      {data && data.results.length > 0 && (
        <Stack spacing={3}>
          {byMonth(data.results).map(([month, entries]) => (
            <Box key={month} component="section" aria-label={monthLabel(t, month)}>
              <Typography variant="h6" component="h3" sx={{ mb: 1 }} data-testid="diary-month">
                {monthLabel(t, month)}
              </Typography>
              <Stack spacing={1.5} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {entries.map((entry) => (
                  <DiaryRow key={entry.id} entry={entry} onEdit={() => setEditing(entry)} />
                ))}
              </Stack>
            </Box>
          ))}
        </Stack>
      )}
      {data && (
        <CataloguePagination
          page={page}
          pageCount={data.page}
          onChange={(next) => {
            setState({ page: String(next) });
            document.getElementById(headingId)?.scrollIntoView?.({ block: 'start' });
          }}
        />
      )}
      {editing && (
        <DiaryEntryDialog
          open
          kind={editing.kind}
          title={titleOf(editing, false).full}
          entry={editing}
          onClose={() => setEditing(null)}
          onSave={async (body) => {
            await update.mutateAsync({ id: editing.id, body });
            showSnack(t('saved'));
          }}
          onDelete={async () => {
            await remove.mutateAsync(editing.id);
            showSnack(t('deleted'));
          }}
        />
      )}
    </Box>
  );
}

/** Entries by month (`YYYY-MM`), in the answer's order (newest first). */
function byMonth(entries: DiaryEntry[]): [string, DiaryEntry[]][] {
  const months = new Map<string, DiaryEntry[]>();
  for (const entry of entries) {
    const month = entry.date.slice(0, 7);
    months.set(month, [...(months.get(month) ?? []), entry]);
  }
  return [...months];
}

const monthLabel = (t: TFunction<'diary'>, month: string) => {
  const [year, number] = month.split('-').map(Number);
  return t('month', { year, name: t(`monthName.${number}`) });
};

/** The entry's title in the reader's language, with a season's or episode's number; and where it links. */
function titleOf(entry: DiaryEntry, en: boolean) {
  const work = nameIn(entry.title, entry.title_en, en);
  if (entry.kind === 'movie') return { work, part: '', full: work, to: href('movie-detail', { slug: entry.slug }) };
  const serialSlug = entry.serial_slug ?? '';
  const seasonSlug = entry.season_slug ?? '';
  if (entry.kind === 'season') {
    const part = `S${entry.season_num}`;
    return { work, part, full: `${work} · ${part}`, to: href('season-detail', { serialSlug, seasonSlug }) };
  }
  const name = nameIn(entry.episode_title ?? '', entry.episode_title_en ?? '', en);
  const part = `S${entry.season_num} E${entry.episode_num}${name ? ` · ${name}` : ''}`;
  return {
    work,
    part,
    full: `${work} · ${part}`,
    to: href('episode-detail', { serialSlug, seasonSlug, episodeSlug: entry.slug }),
  };
}

function DiaryRow({ entry, onEdit }: { entry: DiaryEntry; onEdit(): void }) {
  const { t } = useTranslation('diary');
  const en = useEnglish();
  const title = titleOf(entry, en);
  const weekday = t(`weekday.${new Date(`${entry.date}T00:00:00Z`).getUTCDay()}`);
  return (
    <Paper component="li" variant="outlined" sx={{ p: { xs: 1.25, sm: 1.5 } }} data-testid="diary-entry">
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '44px 56px minmax(0, 1fr)', sm: '56px 64px minmax(0, 1fr) auto' },
          gap: { xs: 1.25, sm: 2 },
          alignItems: 'start',
        }}
      >
        <Box sx={{ textAlign: 'center' }}>
          <Typography sx={{ fontSize: { xs: '1.4rem', sm: '1.7rem' }, fontWeight: 700, lineHeight: 1.1 }}>
            <time dateTime={entry.date}>{Number(entry.date.slice(8, 10))}</time>
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {weekday}
          </Typography>
        </Box>
        <Poster src={entry.poster} alt={title.full} width={64} to={title.to} besideTitleLink />
        <Box sx={{ minWidth: 0 }}>
          <Link
            component={RouterLink}
            to={title.to}
            underline="hover"
            sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}
            lang={langOf(title.work)}
          >
            {title.work}
          </Link>
          {entry.year !== null && (
            <Typography component="span" color="text.secondary" sx={{ ml: 1 }}>
              {entry.year}
            </Typography>
          )}
          {title.part && (
            <Typography
              variant="body2"
              color="text.secondary"
              lang={langOf(title.part)}
              sx={{ overflowWrap: 'anywhere' }}
            >
              {title.part}
            </Typography>
          )}
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mt: 0.5 }}>
            {entry.grade !== null && (
              <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }} data-testid="diary-grade">
                <Stars grade={entry.grade} />
                <Typography variant="body2" sx={{ fontWeight: 700 }}>
                  {entry.grade}%
                </Typography>
              </Stack>
            )}
            {entry.rewatch && (
              <Chip
                size="small"
                icon={<ReplayIcon />}
                label={t('rewatch')}
                variant="outlined"
                data-testid="diary-rewatch-mark"
              />
            )}
            {entry.tags.map((tag) => (
              <Chip key={tag} size="small" label={`#${tag}`} lang={langOf(tag)} />
            ))}
          </Stack>
          {entry.review && (
            <Typography sx={{ mt: 1, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }} lang={langOf(entry.review)}>
              {entry.review}
            </Typography>
          )}
        </Box>
        {entry.can_edit && (
          <Box sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' }, justifySelf: 'end' }}>
            <IconButton onClick={onEdit} aria-label={t('edit', { title: title.full })} data-testid="diary-edit">
              <EditIcon />
            </IconButton>
          </Box>
        )}
      </Box>
    </Paper>
  );
}

function DiarySkeleton({ label }: { label: string }) {
  return (
    <Stack spacing={1.5} role="status" aria-busy="true" aria-label={label}>
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} variant="rounded" height={110} />
      ))}
    </Stack>
  );
}
