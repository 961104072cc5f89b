import { useTranslation } from 'react-i18next';
import { LikeToggle } from '../../../components/like-toggle';
import type { JournalAddress, JournalDetail } from '../api/get-journal-detail';
import { useLikeJournal } from '../api/like-journal';

/** Signed-in readers like at once (optimistic, rolled back on failure); a guest is asked to log in. */
export function JournalLikeButton({ journal, address }: { journal: JournalDetail; address: JournalAddress }) {
  const { t } = useTranslation('journals');
  const like = useLikeJournal(address);
  return (
    <LikeToggle
      liked={journal.user_like}
      onToggle={(options) => like.mutate(journal.id, options)}
      ns="journals"
      size="small"
    >
      {t(journal.user_like ? 'detail.liked' : 'detail.like')} · {journal.total_likes}
    </LikeToggle>
  );
}
