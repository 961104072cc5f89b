import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { Poster } from '../../../components/poster';
import { Stars } from '../../../components/stars';
import { href } from '../../../lib/routes';
import type { SerialCard } from '../api/get-serial-list';
import { serialYears } from './serial-years';

/** The catalogue's poster grid: two columns on a 320 px phone, up to eight on a wide screen. */
export function SerialCardGrid({ serials }: { serials: SerialCard[] }) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: { xs: 1.5, sm: 2 },
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(auto-fill, minmax(150px, 1fr))' },
      }}
    >
      {serials.map((serial) => (
        <Box component="li" key={serial.serial_slug}>
          <SerialCardItem serial={serial} />
        </Box>
      ))}
    </Box>
  );
}

export function SerialCardItem({ serial, width }: { serial: SerialCard; width?: number }) {
  const { t, i18n } = useTranslation('serials');
  const to = href('serial-detail', { slug: serial.serial_slug });
  const title = i18n.language === 'en' ? serial.i_title : serial.m_title || serial.i_title;
  return (
    <Box sx={{ width }} data-testid="serial-card">
      <Poster src={serial.serial_poster} alt={title} to={to} besideTitleLink />
      <Link
        component={RouterLink}
        to={to}
        underline="hover"
        color="inherit"
        sx={{
          display: '-webkit-box',
          WebkitLineClamp: 2,
          WebkitBoxOrient: 'vertical',
          overflow: 'hidden',
          mt: 0.75,
          fontWeight: 500,
          lineHeight: 1.3,
        }}
      >
        {title}
      </Link>
      <Typography variant="body2" color="text.secondary">
        {serialYears(t, serial)}
      </Typography>
      <Stars grade={serial.a_grade ?? serial.grade} />
    </Box>
  );
}
