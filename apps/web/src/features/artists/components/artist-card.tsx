import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Poster } from '../../../components/poster';
import { TitleLink } from '../../../components/title-link';
import { nameIn, useEnglish } from '../../../lib/localized';
import { href } from '../../../lib/routes';

export interface ArtistCardData {
  person_slug: string;
  photo: string | null;
  pro_name: string;
  pro_name_en?: string;
  born?: number | null;
  died?: number | null;
  publish?: boolean;
}

/** A photo with the name under it; the English name in the English interface when there is one. */
export function ArtistCard({ artist, caption }: { artist: ArtistCardData; caption?: string }) {
  const { t } = useTranslation('artists');
  const en = useEnglish();
  const to = href('artist-detail', { slug: artist.person_slug });
  const name = nameIn(artist.pro_name, en ? artist.pro_name_en : '', en);
  const years =
    artist.born != null ? (artist.died != null ? `${artist.born}–${artist.died}` : String(artist.born)) : undefined;
  return (
    <Box component="article" sx={{ minWidth: 0 }}>
      <Poster src={artist.photo} alt={name} to={to} besideTitleLink />
      <TitleLink to={to} sx={{ mt: 1, lineHeight: 1.3 }}>
        {name}
      </TitleLink>
      {(caption ?? years) && (
        <Typography variant="body2" color="text.secondary">
          {caption ?? years}
        </Typography>
      )}
      {artist.publish === false && (
        <Typography variant="caption" color="warning.main" sx={{ fontWeight: 600 }}>
          {t('unpublished')}
        </Typography>
      )}
    </Box>
  );
}

/** The catalogue grid: two columns at 320 px, more as the screen grows. */
export const artistGridSx = {
  display: 'grid',
  gridTemplateColumns: { xs: 'repeat(auto-fill, minmax(128px, 1fr))', sm: 'repeat(auto-fill, minmax(150px, 1fr))' },
  gap: { xs: 1.5, sm: 2.5 },
} as const;
