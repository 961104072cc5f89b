import ArticleIcon from '@mui/icons-material/ArticleOutlined';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { ReviewCard as Card } from '@mfi/contract/reviews.schemas';
import { dottedDate } from '../../../lib/dates';
import { href } from '../../../lib/routes';
import { LikeCount } from '../../../components/like-count';
import { Stars } from '../../../components/stars';
import { SpoilerOverlay } from '../../../components/spoiler-overlay';
import { langOf } from '../../../lib/localized';

/** A short review card of the critic and audience tabs (part 2 section 3 "Reviews"). */
export function ReviewCard({
  ns,
  card,
  onLike,
  detailedHref,
}: {
  ns: string;
  card: Card;
  onLike(): void;
  detailedHref?: string;
}) {
  const { t } = useTranslation(ns);
  return (
    <Paper component="article" variant="outlined" sx={{ p: 2 }} aria-label={t('reviews.by', { name: card.user_name })}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1 }}>
        <Avatar src={card.user_image ?? undefined} alt="" sx={{ width: 40, height: 40 }}>
          {card.user_name.slice(0, 1)}
        </Avatar>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Link
              component={RouterLink}
              to={href('user-feed', { slug: card.user_slug })}
              underline="hover"
              sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
              lang={langOf(card.user_name)}
            >
              {card.user_name}
            </Link>
            {/* Filled: gold text on white reads at 1.6:1, dark text on gold at 12:1. */}
            {card.critic && <Chip label={t('reviews.criticBadge')} size="small" color="secondary" />}
          </Stack>
          <Typography variant="caption" color="text.secondary">
            {dottedDate(card.date)}
            {card.edited && ` · ${t('reviews.edited')}`}
          </Typography>
        </Box>
        {card.grade !== null && (
          <Box sx={{ textAlign: 'right', flex: '0 0 auto' }}>
            <Typography sx={{ fontWeight: 700, lineHeight: 1.2 }}>{card.grade}</Typography>
            <Stars grade={card.grade} />
          </Box>
        )}
      </Stack>
      {card.review && (
        <SpoilerOverlay
          spoiler={card.spoiler}
          warning={t('reviews.spoilerWarning')}
          reveal={t('reviews.spoilerReveal')}
        >
          <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }} lang={langOf(card.review)}>
            {card.review}
          </Typography>
        </SpoilerOverlay>
      )}
      <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button
          size="small"
          color={card.user_like ? 'secondary' : 'inherit'}
          startIcon={card.user_like ? <FavoriteIcon /> : <FavoriteBorderIcon />}
          aria-pressed={card.user_like}
          onClick={onLike}
        >
          <LikeCount count={card.total_likes} />
        </Button>
        {detailedHref && (
          <Button size="small" component={RouterLink} to={detailedHref} startIcon={<ArticleIcon />}>
            {t('reviews.readDetailed')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
