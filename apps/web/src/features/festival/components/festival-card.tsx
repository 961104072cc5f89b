import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { FestivalListItem } from '@mfi/contract/festival.schemas';
import { Link as RouterLink } from 'react-router';
import { Poster } from '../../../components/poster';
import { href } from '../../../lib/routes';
import { festivalName } from './festival-language';
import { langOf, useEnglish } from '../../../lib/localized';

/** A festival in the list: its 1280x720 background, its name in the reader's language, the other name under it. */
export function FestivalCard({ festival }: { festival: FestivalListItem }) {
  const english = useEnglish();
  const to = href('award-detail', { slug: festival.slug });
  const name = festivalName(festival, english);
  const other = english ? festival.mongol_name : festival.international_name;
  return (
    <Box component="article" data-testid="festival-card" sx={{ minWidth: 0 }}>
      <Poster src={festival.background || null} alt={name} ratio="16 / 9" to={to} besideTitleLink />
      <Link
        component={RouterLink}
        to={to}
        underline="hover"
        color="inherit"
        sx={{ display: 'block', mt: 1, fontWeight: 600, fontSize: '1.1rem', overflowWrap: 'anywhere' }}
      >
        {name}
      </Link>
      {other && other !== name && (
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }} lang={langOf(other)}>
          {other}
        </Typography>
      )}
    </Box>
  );
}
