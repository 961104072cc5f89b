import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { currentYear } from '@mfi/contract/fields';
import { href } from '@mfi/contract/routes';
import type { YearReviewRated, YearReviewResponse } from '@mfi/contract/year-review.schemas';
import { NotFoundPage } from '../../../components/not-found-page';
import { PageHeading } from '../../../components/page-heading';
import { PageLoader } from '../../../components/page-loader';
import { PageTitle } from '../../../components/page-title';
import { Poster } from '../../../components/poster';
import { ApiError, isNotFound } from '../../../lib/api-client';
import { langOf, nameIn, titleIn, useEnglish } from '../../../lib/localized';
import { useYearReview } from '../api/year-review';
import { MonthBars } from '../components/month-bars';
import { TopBars } from '../components/top-bars';

// /user/<slug>/year/<year> (issue 29 part 4): a member's year as figures and charts, public as the profile. The
// charts are hand-made SVG and boxes (decision 038), so the page adds no charting library to any bundle.

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={id} variant="h6" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function Figure({ value, label }: { value: number | string; label: string }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography sx={{ fontSize: { xs: '1.9rem', sm: '2.6rem' }, fontWeight: 700, lineHeight: 1.1 }} color="primary">
        {value}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
    </Box>
  );
}

const titlePath = (r: YearReviewRated) =>
  r.kind === 'movie'
    ? href('movie-detail', { slug: r.slug })
    : href('episode-detail', { serialSlug: r.slug, seasonSlug: r.season_slug!, episodeSlug: r.episode_slug! });

function RatedTitle({ r }: { r: YearReviewRated }) {
  const { t } = useTranslation('yearReview');
  const en = useEnglish();
  const title = titleIn(r, en);
  const episode =
    r.kind === 'episode'
      ? t('episodeOf', {
          season: r.season_num,
          episode: r.episode_num,
          name: nameIn(r.episode_name, r.episode_name_en, en),
        })
      : null;
  const grade = (value: number | null) => (value === null ? '—' : String(Math.round(value)));
  return (
    <Box component="li" sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', minWidth: 0 }}>
      <Poster src={r.poster} alt="" width={56} to={titlePath(r)} besideTitleLink />
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Link
          component={RouterLink}
          to={titlePath(r)}
          lang={langOf(title)}
          sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
        >
          {title}
        </Link>
        {episode && (
          <Typography variant="body2" color="text.secondary" lang={langOf(episode)} sx={{ overflowWrap: 'anywhere' }}>
            {episode}
          </Typography>
        )}
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {t('gradesLine', {
            member: grade(r.grade),
            critics: grade(r.critic_grade),
            audience: grade(r.audience_grade),
          })}
        </Typography>
      </Box>
    </Box>
  );
}

function YearPicker({ data }: { data: YearReviewResponse }) {
  const { t } = useTranslation('yearReview');
  const navigate = useNavigate();
  const years = [...new Set([currentYear(), data.year, ...data.years])].sort((a, b) => b - a);
  return (
    <TextField
      select
      size="small"
      label={t('pickYear')}
      value={data.year}
      onChange={(e) => void navigate(href('user-year-review', { slug: data.user.slug, year: e.target.value }))}
      sx={{ minWidth: 120 }}
    >
      {years.map((y) => (
        <MenuItem key={y} value={y}>
          {y}
        </MenuItem>
      ))}
    </TextField>
  );
}

function YearBody({ data }: { data: YearReviewResponse }) {
  const { t } = useTranslation('yearReview');
  const en = useEnglish();
  const hours = Math.round(data.minutes / 60);
  const firstTime = data.viewings - data.rewatches;
  const counted = (rows: YearReviewResponse['genres'], link: boolean) =>
    rows.map((r) => {
      const name = nameIn(r.name, r.name_en, en);
      return {
        key: r.id,
        label: name,
        lang: langOf(name),
        value: r.count,
        to: link && r.slug ? href('artist-detail', { slug: r.slug }) : undefined,
      };
    });
  if (data.viewings === 0) return <Alert severity="info">{t('empty', { year: data.year })}</Alert>;
  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(4, minmax(0, 1fr))' },
            gap: 2,
          }}
        >
          <Figure value={data.films} label={t('films', { count: data.films })} />
          <Figure value={data.episodes} label={t('episodes', { count: data.episodes })} />
          <Figure value={hours} label={t('hours', { count: hours })} />
          <Figure value={data.viewings} label={t('viewings', { count: data.viewings })} />
        </Box>
      </Paper>

      <Section id="year-months" title={t('byMonth')}>
        <MonthBars months={data.months} label={t('byMonthLabel', { year: data.year })} />
      </Section>

      <Section id="year-rewatch" title={t('firstVsRewatch')}>
        <TopBars
          max={data.viewings}
          rows={[
            { key: 'first', label: t('firstTime'), value: firstTime },
            { key: 'rewatch', label: t('rewatches'), value: data.rewatches },
          ]}
        />
      </Section>

      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' } }}>
        <Section id="year-genres" title={t('topGenres')}>
          {data.genres.length ? <TopBars rows={counted(data.genres, false)} /> : <Typography>{t('none')}</Typography>}
        </Section>
        <Section id="year-countries" title={t('topCountries')}>
          {data.countries.length ? (
            <TopBars rows={counted(data.countries, false)} />
          ) : (
            <Typography>{t('none')}</Typography>
          )}
        </Section>
        <Section id="year-directors" title={t('topDirectors')}>
          {data.directors.length ? (
            <TopBars rows={counted(data.directors, true)} />
          ) : (
            <Typography>{t('none')}</Typography>
          )}
        </Section>
      </Box>

      {data.grades.count > 0 && (
        <Section id="year-grades" title={t('gradesTitle')}>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            {t('gradesIntro', { count: data.grades.count })}
          </Typography>
          <TopBars
            max={100}
            rows={[
              {
                key: 'member',
                label: t('gradeMember'),
                value: data.grades.member ?? 0,
                shown: String(data.grades.member ?? '—'),
              },
              {
                key: 'critics',
                label: t('gradeCritics'),
                value: data.grades.critics ?? 0,
                shown: String(data.grades.critics ?? '—'),
              },
              {
                key: 'audience',
                label: t('gradeAudience'),
                value: data.grades.audience ?? 0,
                shown: String(data.grades.audience ?? '—'),
              },
            ]}
          />
        </Section>
      )}

      {data.highest_rated.length > 0 && (
        <Section id="year-rated" title={t('highestRated')}>
          <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
            {data.highest_rated.map((r) => (
              <RatedTitle key={`${r.kind}-${r.id}`} r={r} />
            ))}
          </Box>
        </Section>
      )}
    </Box>
  );
}

/** user-year-review: the member's year, its picker, and a link back to their page. */
export function YearReviewPage() {
  const { t } = useTranslation('yearReview');
  const params = useParams();
  const slug = params.slug ?? '';
  const year = Number(params.year);
  const review = useYearReview(slug, year);
  if (!Number.isInteger(year) || (review.isError && isNotFound(review.error))) return <NotFoundPage />;
  if (review.isError && review.error instanceof ApiError && review.error.status === 400) return <NotFoundPage />;
  if (review.isError)
    return (
      <Alert severity="error" sx={{ m: 3 }}>
        {review.error instanceof ApiError && review.error.status === 403 ? t('blocked') : t('failed')}
      </Alert>
    );
  if (!review.data) return <PageLoader />;
  const data = review.data;
  const title = t('title', { name: data.user.username, year: data.year });
  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 3, sm: 4 } }}>
      <PageTitle title={title} />
      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 3 }}
      >
        <Box sx={{ minWidth: 0 }}>
          <PageHeading fontSize={{ xs: '1.6rem', sm: '2.2rem' }}>{title}</PageHeading>
          <Link component={RouterLink} to={href('user-feed', { slug: data.user.slug })}>
            {t('backToProfile', { name: data.user.username })}
          </Link>
        </Box>
        <YearPicker data={data} />
      </Box>
      <YearBody data={data} />
    </Box>
  );
}
