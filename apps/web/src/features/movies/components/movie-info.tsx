import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AGE_RATINGS, CATEGORIES, FORMATS } from '@mfi/contract/catalogue.enums';
import type { MovieDetail } from '@mfi/contract/movies.schemas';
import { trailerEmbedUrl } from '../../../lib/trailer';
import { titleReferenceNames } from '../../../lib/reference';

/** The info block of the detail page: every field of part 2 section 3 that is not a title, grade or image. */
export function MovieInfo({ movie }: { movie: MovieDetail }) {
  const { t, i18n } = useTranslation('movies');
  const en = i18n.language === 'en';
  const label = (list: readonly { value: number; mn: string; en: string }[], value: number) => {
    const item = list.find((i) => i.value === value);
    return item ? (en ? item.en : item.mn) : String(value);
  };
  const rating = AGE_RATINGS.find((r) => r.value === movie.rating);
  const names = titleReferenceNames(movie, en);
  const rows: [string, ReactNode][] = [
    [t('field.category'), label(CATEGORIES, movie.category)],
    [t('field.format'), label(FORMATS, movie.format)],
    [t('field.languages'), names.languages],
    [t('field.genres'), names.genres],
    [t('field.subgenres'), names.subgenres],
    [t('field.countries'), names.countries],
    [t('field.year'), movie.year],
    [t('field.rating'), rating ? `${rating.code} · ${en ? rating.en : rating.mn}` : movie.rating],
    [t('field.runtime'), t('detail.minutes', { count: movie.runtime })],
    [t('field.collection'), movie.collection?.collection_title],
    [t('field.theater'), movie.theater ? t('detail.inTheaters') : null],
    [
      t('field.tags'),
      movie.tags.length ? (
        <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', gap: 0.5 }}>
          {movie.tags.map((tag) => (
            <Chip key={tag.id} label={tag.tag_name} size="small" />
          ))}
        </Box>
      ) : null,
    ],
    [
      t('field.trailer'),
      movie.trailer ? (
        <Link href={movie.trailer} target="_blank" rel="noopener noreferrer" sx={{ wordBreak: 'break-all' }}>
          {t('detail.watchTrailer')}
        </Link>
      ) : null,
    ],
  ];
  const embed = movie.trailer ? trailerEmbedUrl(movie.trailer) : null;
  return (
    <Box>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
          columnGap: 2,
          rowGap: { xs: 0.25, sm: 1 },
          m: 0,
        }}
      >
        {rows
          .filter(([, value]) => value !== null && value !== undefined && value !== '')
          .map(([name, value]) => (
            <Box key={name} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="text.secondary" sx={{ mt: { xs: 1, sm: 0 } }}>
                {name}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                {value}
              </Typography>
            </Box>
          ))}
      </Box>
      {embed && (
        <Box
          sx={{ mt: 2, aspectRatio: '16 / 9', maxWidth: 720, borderRadius: 1, overflow: 'hidden', bgcolor: 'grey.900' }}
        >
          <Box
            component="iframe"
            src={embed}
            title={t('field.trailer')}
            loading="lazy"
            allow="encrypted-media; picture-in-picture"
            allowFullScreen
            sx={{ border: 0, width: '100%', height: '100%' }}
          />
        </Box>
      )}
    </Box>
  );
}
