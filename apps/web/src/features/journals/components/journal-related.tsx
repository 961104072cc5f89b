import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { JournalCard, journalGridSx } from './journal-card';
import { Poster } from '../../../components/poster';
import { href } from '../../../lib/routes';
import type { JournalDetail } from '../api/get-journal-detail';
import { langOf, nameIn, useEnglish } from '../../../lib/localized';

function Section({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  return (
    <Box component="section" sx={{ mt: 5 }} data-testid={testId}>
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

const posterGridSx = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(110px, 1fr))',
  gap: 2,
} as const;

function TitleCard({ to, poster, title, year }: { to: string; poster: string | null; title: string; year: number }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Poster src={poster} alt={title} to={to} besideTitleLink />
      <Link
        component={RouterLink}
        to={to}
        underline="hover"
        color="text.primary"
        sx={{ display: 'block', mt: 0.5 }}
        lang={langOf(title)}
      >
        {title}
      </Link>
      <Typography variant="caption" color="text.secondary">
        {year}
      </Typography>
    </Box>
  );
}

// Related movies and serials read alike: a poster grid linking to each title's page.
const RELATED_TITLES = [
  { list: 'movies', route: 'movie-detail' },
  { list: 'serials', route: 'serial-detail' },
] as const;

/** The journal's related artists, movies and serials, and the earlier issues of its subtype. */
export function JournalRelated({ journal }: { journal: JournalDetail }) {
  const { t } = useTranslation('journals');
  const en = useEnglish();
  return (
    <>
      {journal.artists.length > 0 && (
        <Section title={t('detail.artists')} testId="journal-artists">
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
            {journal.artists.map((artist) => {
              const to = href('artist-detail', { slug: artist.slug });
              return (
                <Link
                  key={artist.id}
                  component={RouterLink}
                  to={to}
                  underline="hover"
                  color="text.primary"
                  sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}
                >
                  <Avatar src={artist.photo ?? undefined} alt="" sx={{ width: 48, height: 48 }} />
                  <span lang={langOf(nameIn(artist.pro_name, artist.pro_name_en, en))}>
                    {nameIn(artist.pro_name, artist.pro_name_en, en)}
                  </span>
                </Link>
              );
            })}
          </Box>
        </Section>
      )}
      {RELATED_TITLES.map(({ list, route }) =>
        journal[list].length > 0 ? (
          <Section key={list} title={t(`detail.${list}`)} testId={`journal-${list}`}>
            <Box sx={posterGridSx}>
              {journal[list].map((item) => (
                <TitleCard
                  key={item.id}
                  to={href(route, { slug: item.slug })}
                  poster={item.poster}
                  title={nameIn(item.title, item.i_title, en)}
                  year={item.year}
                />
              ))}
            </Box>
          </Section>
        ) : null,
      )}
      {journal.p_journals.length > 0 && (
        <Section title={t('detail.previous')} testId="journal-previous">
          <Box sx={journalGridSx}>
            {journal.p_journals.map((issue) => (
              <JournalCard
                key={`${issue.type_slug}/${issue.sub_type_slug}/${issue.slug}`}
                journal={{
                  to: href('journal-detail', {
                    typeSlug: issue.type_slug,
                    subTypeSlug: issue.sub_type_slug,
                    slug: issue.slug,
                  }),
                  cover: issue.cover,
                  title: issue.title,
                  author: issue.user,
                }}
              />
            ))}
          </Box>
        </Section>
      )}
    </>
  );
}
