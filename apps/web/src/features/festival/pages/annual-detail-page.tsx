import EventNoteIcon from '@mui/icons-material/EventNote';
import ListAltIcon from '@mui/icons-material/ListAlt';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AnnualDetailResponse, AwardEntry } from '@mfi/contract/festival.schemas';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { pageGate } from '../../../components/page-gate';
import { PageHeading } from '../../../components/page-heading';
import { PageTitle } from '../../../components/page-title';
import { Poster } from '../../../components/poster';
import { href } from '../../../lib/routes';
import { showSnack } from '../../../lib/snackbar';
import { useDeleteAward } from '../api/delete-award';
import { useAnnualDetail } from '../api/get-annual-detail';
import { useAnnualOtherFilms } from '../api/get-annual-other-films';
import { AwardEntryForm } from '../components/award-entry-form';
import { FestivalHtml } from '../components/festival-html';
import { festivalName } from '../components/festival-language';
import { langOf, nameIn, textIn, useEnglish } from '../../../lib/localized';
import { FILM_GRID, FilmCard } from '../components/film-card';
import { EditLink, HistoryLink } from '../../../components/admin-bar';

function DetailSection({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mt: 5 }} data-testid={testId}>
      <Typography variant="h5" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** The edition's award entries in a poster grid (a winner with its category); the admin's delete button on each. */
function EntryGrid({
  entries,
  win,
  onDelete,
}: {
  entries: AwardEntry[];
  win: boolean;
  onDelete?(e: AwardEntry): void;
}) {
  const { t } = useTranslation('festival');
  const en = useEnglish();
  return (
    <Box sx={FILM_GRID}>
      {entries.map((entry) => (
        <FilmCard
          key={entry.award_id}
          film={entry}
          entry={win ? entry : { award: '', award_en: '', artist: entry.artist }}
          win={win}
          onDelete={
            onDelete && {
              label: t('awards.delete', {
                name: `${nameIn(entry.award, entry.award_en, en)} — ${nameIn(entry.name, entry.name_en, en)}`,
              }),
              run: () => onDelete(entry),
            }
          }
        />
      ))}
    </Box>
  );
}

function OtherNominees({ slug, year }: { slug: string; year: number }) {
  const { t } = useTranslation('festival');
  const films = useAnnualOtherFilms(slug, year);
  if (!films.data?.length) return null;
  return (
    <DetailSection title={t('annual.others')} testId="annual-others">
      <Box sx={FILM_GRID}>
        {films.data.map((film) => (
          <FilmCard key={`${film.kind}-${film.id}`} film={film} />
        ))}
      </Box>
    </DetailSection>
  );
}

function AnnualView({ edition }: { edition: AnnualDetailResponse }) {
  const { t } = useTranslation('festival');
  const english = useEnglish();
  const manages = edition.can_manage ?? false; // the admin controls, by the server's verdict
  const remove = useDeleteAward();
  const [deleting, setDeleting] = useState<AwardEntry | null>(null);
  const { slug } = edition.festival;
  const { year } = edition;
  const name = festivalName(edition.festival, english);
  const description = textIn(edition.description, edition.description_en, english);
  const onDelete = manages ? setDeleting : undefined;
  const empty = edition.winners.length === 0 && edition.nominees.length === 0;

  function confirmDelete() {
    if (!deleting) return;
    remove.mutate(deleting.award_id, {
      onSuccess: () => {
        showSnack(t('errors:awardDeleted'), 'success');
        setDeleting(null);
      },
      onError: () => showSnack(t('errors:generic'), 'error'),
    });
  }

  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto', px: { xs: 1.5, sm: 3 }, py: 3 }}>
      <PageTitle title={`${name} ${year}`} />
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 2, sm: 4 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: '240px minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ width: { xs: 200, sm: 240 }, maxWidth: '100%', mx: { xs: 'auto', sm: 0 } }}>
          <Poster src={edition.image || null} alt={`${name} ${year}`} ratio="3 / 4" />
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Link component={RouterLink} to={href('award-detail', { slug })} underline="hover" color="text.secondary">
            {name}
          </Link>
          <PageHeading fontSize={{ xs: '1.6rem', sm: '2.125rem' }} sx={{ mb: 2 }}>
            {t('annual.heading', { name, year })}
          </PageHeading>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }}>
            <Button
              component={RouterLink}
              to={href('annual-award-agenda', { slug, year })}
              variant="contained"
              startIcon={<EventNoteIcon />}
            >
              {t('annual.agenda')}
            </Button>
            {manages && (
              <>
                <EditLink to={href('annual-award-update', { slug, year })} variant="outlined" size="medium">
                  {t('annual.edit')}
                </EditLink>
                <Button
                  component={RouterLink}
                  to={href('annual-award-registrations', { slug, year })}
                  variant="outlined"
                  startIcon={<ListAltIcon />}
                >
                  {t('annual.registrations')}
                </Button>
              </>
            )}
            <HistoryLink kind="edition" id={edition.id} permissions={edition} variant="outlined" size="medium" />
          </Stack>
          {description.html ? (
            <FestivalHtml html={description.html} lang={description.lang} testId="annual-description" />
          ) : null}
        </Box>
      </Box>

      {empty && (
        <Typography color="text.secondary" sx={{ mt: 5 }} data-testid="annual-no-awards">
          {t('annual.noAwards')}
        </Typography>
      )}
      {edition.winners.length > 0 && (
        <DetailSection title={t('annual.winners')} testId="annual-winners">
          <EntryGrid entries={edition.winners} win onDelete={onDelete} />
        </DetailSection>
      )}
      {edition.nominees.length > 0 && (
        <DetailSection title={t('annual.nominees')} testId="annual-nominees">
          <Stack spacing={3}>
            {edition.nominees.map((group) => (
              <Box key={group.nominee_name}>
                <Typography
                  variant="h6"
                  component="h3"
                  sx={{ mb: 1.5, overflowWrap: 'anywhere' }}
                  lang={langOf(nameIn(group.nominee_name, group.nominee_name_en, english))}
                >
                  {nameIn(group.nominee_name, group.nominee_name_en, english)}
                </Typography>
                <EntryGrid entries={group.movies} win={false} onDelete={onDelete} />
              </Box>
            ))}
          </Stack>
        </DetailSection>
      )}
      <OtherNominees slug={slug} year={year} />
      {manages && (
        <Box sx={{ mt: 5, maxWidth: 720 }}>
          <AwardEntryForm slug={slug} year={year} />
        </Box>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('awards.deleteTitle')}
        text={
          deleting
            ? t('awards.deleteText', {
                award: nameIn(deleting.award, deleting.award_en, english),
                name: nameIn(deleting.name, deleting.name_en, english),
              })
            : ''
        }
        confirm={t('awards.deleteConfirm')}
        cancel={t('awards.cancel')}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </Box>
  );
}

/** annual-award-detail: /festival/annual/detail/:slug/:year, winners, nominees by category and other entrants. */
export function AnnualDetailPage() {
  const { t } = useTranslation('festival');
  const { slug = '', year = '' } = useParams();
  const query = useAnnualDetail(slug, Number(year));
  const gate = pageGate(t('errors:generic'), query);
  if (gate || !query.data) return gate;
  return <AnnualView edition={query.data} />;
}
