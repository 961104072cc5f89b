import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SearchItem } from '@mfi/contract/search.schemas';
import { useTranslation } from 'react-i18next';
import { Poster } from '../../../components/poster';

/** Members and artists show a face (square), titles, articles and lists a poster or cover. */
const RATIO: Record<SearchItem['kind'], string> = {
  movie: '2 / 3',
  mongolian_movie: '2 / 3',
  serial: '2 / 3',
  mongolian_serial: '2 / 3',
  artist: '2 / 3',
  journal: '16 / 9',
  list: '2 / 3',
  member: '1 / 1',
};

/** A found item's picture, names and "year · kind" line: the header's options and the results page's rows. */
export function SearchResultRow({ item, size = 'small' }: { item: SearchItem; size?: 'small' | 'large' }) {
  const { t, i18n } = useTranslation('search');
  const english = i18n.language === 'en';
  // In English the international name leads where there is one; in Mongolian the Mongolian one.
  const [main, other] = english && item.name_en ? [item.name_en, item.name] : [item.name, item.name_en];
  const meta = [item.year, t(`kind.${item.kind}`)].filter(Boolean).join(' · ');
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0, width: '100%' }}>
      <Box sx={{ flex: 'none', width: size === 'small' ? 36 : 56 }}>
        <Poster src={item.image} alt="" ratio={RATIO[item.kind]} />
      </Box>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography
          component="span"
          sx={{ display: 'block', fontWeight: 600, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
        >
          {main}
        </Typography>
        {other && (
          <Typography
            component="span"
            variant="body2"
            color="text.secondary"
            sx={{ display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
          >
            {other}
          </Typography>
        )}
        <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          {meta}
        </Typography>
      </Box>
    </Box>
  );
}
