import { useTranslation } from 'react-i18next';
import { LikeCount } from '../../../components/like-count';
import { LikeToggle } from '../../../components/like-toggle';
import { showSnack } from '../../../lib/snackbar';
import { serverErrorText } from './server-error';

/**
 * A message's or comment's heart and count: it flips at once through the caller's optimistic toggle, which
 * puts it back when the call fails (a block, the network) and the reason is said; a guest is asked to log in.
 */
export function LikeButton({
  liked,
  count,
  toggle,
  testId,
  disabled,
}: {
  liked: boolean;
  count: number;
  toggle(options: { onError(error: Error): void }): void;
  testId: string;
  /** The server's verdict withholds the like (`can_like` false): the count shows, the heart does not toggle. */
  disabled?: boolean;
}) {
  const { t } = useTranslation('feed');
  return (
    <LikeToggle
      liked={liked}
      ns="feed"
      size="small"
      disabled={disabled}
      onToggle={() => toggle({ onError: (error) => showSnack(serverErrorText(t, error), 'error') })}
    >
      <LikeCount count={count} testId={testId} />
    </LikeToggle>
  );
}
