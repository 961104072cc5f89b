import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Poster } from '../../../components/poster';
import { TitleLink } from '../../../components/title-link';
import { langOf } from '../../../lib/localized';
import { TitleNote } from '../../../components/title-note';

/** What a card of any review list shows (part 2 section 2): the same layout for films and series. */
export interface ReviewCardModel {
  key: string;
  /** The review's detail page. */
  to: string;
  poster: string | null;
  authorName: string;
  authorImage: string | null;
  heading: string;
  subheading?: string;
}

export const reviewGridSx = {
  display: 'grid',
  gap: { xs: 2, sm: 3 },
  gridTemplateColumns: {
    xs: 'repeat(2, minmax(0, 1fr))',
    sm: 'repeat(3, minmax(0, 1fr))',
    md: 'repeat(4, minmax(0, 1fr))',
  },
} as const;

export function ReviewCard({ card }: { card: ReviewCardModel }) {
  return (
    <Box component="article" data-testid="review-card" sx={{ minWidth: 0 }}>
      <Poster src={card.poster} alt={card.heading} to={card.to} besideTitleLink />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 1, minWidth: 0 }}>
        <Avatar
          src={card.authorImage ?? undefined}
          alt=""
          sx={{ width: 28, height: 28, fontSize: 14 }}
          lang={langOf(card.authorName)}
        >
          {card.authorName.slice(0, 1).toUpperCase()}
        </Avatar>
        <Typography variant="body2" color="text.secondary" noWrap lang={langOf(card.authorName)}>
          {card.authorName}
        </Typography>
      </Stack>
      <TitleLink to={card.to} sx={{ mt: 0.5 }}>
        <span lang={langOf(card.heading)}>{card.heading}</span>
      </TitleLink>
      {card.subheading && <TitleNote text={card.subheading} />}
    </Box>
  );
}
