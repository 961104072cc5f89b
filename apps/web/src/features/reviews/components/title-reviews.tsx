import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ComponentProps } from 'react';
import { ReactionSlots, type UserReactions } from './reaction-slots';
import { RatingPanel } from './rating-panel';
import { ReviewTabs } from './review-tabs';

type ReactionProps = ComponentProps<typeof ReactionSlots>;
type RatingProps = ComponentProps<typeof RatingPanel>;
type TabsProps = ComponentProps<typeof ReviewTabs>;

/**
 * A title's reviews as its feature binds them (movie, season, episode: part 2 sections 2-5): the texts'
 * namespace, its reactions, the caller's rating and detailed review, and its review tabs. Only these calls
 * and keys differ between titles; the screens below are the same.
 */
export interface TitleReviews {
  ns: string;
  /** The tabs' element ids (`<idPrefix>-critic` …). */
  idPrefix: string;
  /** The prompt a guest sees instead of the rating. */
  loginText: string;
  reactions: Pick<ReactionProps, 'options' | 'detailKey' | 'react'>;
  rating: Pick<RatingProps, 'calls' | 'form' | 'detailed'>;
  tabs: TabsProps['calls'];
}

/**
 * The caller's three reaction slots beside their rating, side by side from md up; `detail` is the title's
 * detail answer (the caller's reactions and the top ones), `verdicts` the title's own object in it (the
 * server's `can_review` and `can_write_detailed_review`, which offers a critic the detailed review). A guest sees the
 * slots and the prompt to log in; a member sees the row only where `can_review` allows (an unpublished
 * title takes no ratings or reactions, which its editors still see).
 */
export function TitleRatingRow({
  reviews,
  detail,
  verdicts,
  signedIn,
  sx,
}: {
  reviews: TitleReviews;
  detail: { user_reactions?: UserReactions; top_reactions?: ReactionProps['top'] };
  verdicts: { can_review?: boolean; can_write_detailed_review?: boolean };
  signedIn: boolean;
  sx?: SxProps<Theme>;
}) {
  if (signedIn && !verdicts.can_review) return null;
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={3}
      sx={[{ alignItems: { md: 'flex-start' } }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {/* Half the row each: sized by its content, a long line of top reactions squeezed the rating (issue 24). */}
      <Box sx={{ flex: { md: 1 }, minWidth: 0 }}>
        <ReactionSlots
          ns={reviews.ns}
          {...reviews.reactions}
          value={detail.user_reactions}
          top={detail.top_reactions}
          signedIn={signedIn}
        />
      </Box>
      <RatingPanel
        ns={reviews.ns}
        signedIn={signedIn}
        loginText={reviews.loginText}
        {...reviews.rating}
        canWriteDetailed={verdicts.can_write_detailed_review}
      />
    </Stack>
  );
}

/** The title's critic and audience tabs; critics' cards link to their detailed review. */
export function TitleReviewTabs({ reviews, signedIn }: { reviews: TitleReviews; signedIn: boolean }) {
  return <ReviewTabs ns={reviews.ns} idPrefix={reviews.idPrefix} calls={reviews.tabs} signedIn={signedIn} />;
}
