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
}: {
  liked: boolean;
  count: number;
  toggle(options: { onError(error: Error): void }): void;
  testId: string;
}) {
  const { t } = useTranslation('social');
  return (
    <LikeToggle
      liked={liked}
      ns="social"
      size="small"
      onToggle={() => toggle({ onError: (error) => showSnack(serverErrorText(t, error), 'error') })}
    >
      <LikeCount count={count} testId={testId} />
    </LikeToggle>
  );
}
