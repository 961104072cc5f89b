import { LikeCount } from '../../../components/like-count';
import { LikeToggle } from '../../../components/like-toggle';

/** The like toggle with its count: signed-in users like at once (optimistic), guests are asked to log in. */
export function ReviewLikeButton({
  liked,
  count,
  onToggle,
}: {
  liked: boolean;
  count: number;
  onToggle(options: { onError(): void }): void;
}) {
  return (
    <LikeToggle liked={liked} onToggle={onToggle} ns="reviews">
      <LikeCount count={count} testId="review-like-count" />
    </LikeToggle>
  );
}
