import DeleteIcon from '@mui/icons-material/DeleteOutlineOutlined';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AwardEntry, FestivalFilm } from '@mfi/contract/festival.schemas';
import { Link as RouterLink } from 'react-router';
import { Poster } from '../../../components/poster';
import { langOf, nameIn, useEnglish } from '../../../lib/localized';
import { href } from '../../../lib/routes';

/** Poster grids of the edition's films: two columns on a phone, as many 160 px columns as fit above. */
export const FILM_GRID = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(auto-fill, minmax(160px, 1fr))' },
} as const;

const filmHref = (film: FestivalFilm) =>
  film.kind === 'movie' ? href('movie-detail', { slug: film.slug }) : href('serial-detail', { slug: film.slug });

/**
 * A film of the edition: poster, title (to its movie or serial page), year and directors; for an award entry
 * its category (`award`, left blank under a category's heading) and the artist it names above the title, and
 * the admin's delete button.
 */
export function FilmCard({
  film,
  entry,
  win,
  onDelete,
}: {
  film: FestivalFilm;
  entry?: Pick<AwardEntry, 'award' | 'award_en' | 'artist'>;
  win?: boolean;
  /** The admin's delete: its button's accessible name and what it does. */
  onDelete?: { label: string; run(): void };
}) {
  const to = filmHref(film);
  // Names and the category in the reader's language where an English one exists (decision 023).
  const en = useEnglish();
  const award = entry ? nameIn(entry.award, entry.award_en, en) : '';
  const name = nameIn(film.name, film.name_en, en);
  const artist = entry?.artist && nameIn(entry.artist.name, entry.artist.name_en, en);
  const directors = film.directors.map((d, i) => nameIn(d, film.directors_en[i], en)).join(', ');
  return (
    <Box component="article" data-testid="festival-film" sx={{ minWidth: 0, position: 'relative' }}>
      <Poster src={film.poster ?? film.image} alt={name} to={to} besideTitleLink />
      {award && (
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'flex-start', mt: 1 }}>
          {win && <EmojiEventsIcon fontSize="small" color="secondary" aria-hidden />}
          <Typography variant="body2" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }} lang={langOf(award)}>
            {award}
          </Typography>
        </Stack>
      )}
      {entry?.artist && (
        <Link
          component={RouterLink}
          to={href('artist-detail', { slug: entry.artist.slug })}
          variant="body2"
          underline="hover"
          sx={{ display: 'block', overflowWrap: 'anywhere' }}
          lang={langOf(artist)}
        >
          {artist}
        </Link>
      )}
      <Link
        component={RouterLink}
        to={to}
        underline="hover"
        color="inherit"
        sx={{ display: 'block', mt: entry ? 0.5 : 1, fontWeight: 600, overflowWrap: 'anywhere' }}
        lang={langOf(name)}
      >
        {name}
      </Link>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {film.year}
        {film.year && directors && ' · '}
        {directors && <span lang={langOf(directors)}>{directors}</span>}
      </Typography>
      {onDelete && (
        <IconButton
          size="small"
          onClick={onDelete.run}
          aria-label={onDelete.label}
          sx={{
            position: 'absolute',
            top: 4,
            right: 4,
            bgcolor: 'background.paper',
            '&:hover': { bgcolor: 'grey.200' },
          }}
        >
          <DeleteIcon fontSize="small" />
        </IconButton>
      )}
    </Box>
  );
}
