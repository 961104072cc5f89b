import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { href } from '../../../lib/routes';
import { useCurrentAnnual } from '../api/submission-current-annual';
import { useEnglish } from '../../../lib/localized';
import { festivalName } from './festival-language';
import { BANNER_HEIGHT, FestivalBannerSpace } from './festival-banner-space';

/**
 * The current edition on the home page (issue 24 item 5): its background, poster, name and year and a way to
 * the festival page; nothing while there is no edition (the call answers 404) or it fails.
 */
export function FestivalBanner() {
  const { t } = useTranslation('submission');
  const english = useEnglish();
  const current = useCurrentAnnual();
  if (current.isPending) return <FestivalBannerSpace />;
  if (!current.data) return null;
  const edition = current.data;
  const name = festivalName(edition, english);
  return (
    <Box
      component="section"
      aria-labelledby="festival-banner-title"
      data-testid="festival-banner"
      sx={{
        mt: 3,
        borderRadius: 2,
        overflow: 'hidden',
        color: 'common.white',
        bgcolor: 'grey.900',
        minHeight: BANNER_HEIGHT,
        backgroundImage: `linear-gradient(90deg, rgba(0,0,0,0.85), rgba(0,0,0,0.45)), url("${edition.background}")`,
        backgroundSize: 'cover',
        backgroundPosition: 'center',
        display: 'flex',
        alignItems: 'center',
        gap: { xs: 2, sm: 3 },
        p: { xs: 2, sm: 3 },
      }}
    >
      <Box
        component="img"
        src={edition.poster}
        alt=""
        loading="lazy"
        sx={{
          display: { xs: 'none', sm: 'block' },
          width: 96,
          aspectRatio: '3 / 4',
          objectFit: 'cover',
          borderRadius: 1,
        }}
      />
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="overline" sx={{ color: 'secondary.light', letterSpacing: 1 }}>
          {t('banner.label')}
        </Typography>
        <Typography
          id="festival-banner-title"
          component="h2"
          variant="h5"
          sx={{ fontWeight: 800, overflowWrap: 'anywhere' }}
        >
          {`${name} ${edition.year}`}
        </Typography>
        <Typography sx={{ mt: 0.5, mb: 2, opacity: 0.9 }}>{t('banner.lead', { name, year: edition.year })}</Typography>
        <Button component={RouterLink} to={href('mfi-home')} variant="contained" color="secondary">
          {t('banner.open')}
        </Button>
      </Box>
    </Box>
  );
}
