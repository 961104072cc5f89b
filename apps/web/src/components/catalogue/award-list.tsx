import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import EmojiEventsOutlinedIcon from '@mui/icons-material/EmojiEventsOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { TitleAward } from '@mfi/contract/festival.schemas';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { langOf, nameIn } from '../../lib/localized';
import { href } from '../../lib/routes';

/**
 * A title's or an artist's awards (the award sub-calls): each line its category, the festival (its English
 * name when the reader chose English) and year linking to the edition's page, the winner or nominee mark, and
 * on an artist's list the film it was for. `labels` come from the page's namespace.
 */
export function AwardList({ awards, labels }: { awards: TitleAward[]; labels: { won: string; nominated: string } }) {
  const { i18n } = useTranslation();
  const english = i18n.language === 'en';
  return (
    <Box component="ul" data-testid="award-list" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
      {awards.map((award, index) => {
        const festival = (english && award.festival_en) || award.festival;
        const film = award.film && nameIn(award.film, award.film_en, english);
        const category = nameIn(award.award, award.award_en, english);
        const Icon = award.win ? EmojiEventsIcon : EmojiEventsOutlinedIcon;
        return (
          <Box
            component="li"
            key={`${award.award_slug}-${award.date}-${award.award}-${index}`}
            data-testid="award-line"
            sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', minWidth: 0 }}
          >
            <Icon color={award.win ? 'secondary' : 'action'} aria-hidden sx={{ mt: 0.25 }} />
            <Box sx={{ minWidth: 0 }}>
              <Typography
                component="span"
                sx={{ fontWeight: 600, overflowWrap: 'anywhere', mr: 1 }}
                lang={langOf(category)}
              >
                {category}
              </Typography>
              <Chip
                size="small"
                label={award.win ? labels.won : labels.nominated}
                color={award.win ? 'secondary' : 'default'}
                variant={award.win ? 'filled' : 'outlined'}
              />
              <Box sx={{ overflowWrap: 'anywhere' }}>
                <Link
                  component={RouterLink}
                  to={href('annual-award-detail', { slug: award.award_slug, year: award.date })}
                  underline="hover"
                >
                  {`${festival} ${award.date}`}
                </Link>
                {film && (
                  <Typography component="span" color="text.secondary" lang={langOf(film)}>
                    {` · ${film}`}
                  </Typography>
                )}
              </Box>
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
