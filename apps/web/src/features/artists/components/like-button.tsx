import { useTranslation } from 'react-i18next';
import { LikeToggle } from '../../../components/like-toggle';
import { useLikeArtist } from '../api/like-artist';

/** Signed-in users like at once (optimistic); a guest is asked to log in first. */
export function LikeButton({ slug, liked, likes }: { slug: string; liked: boolean; likes: number }) {
  const { t } = useTranslation('artists');
  const like = useLikeArtist(slug);
  return (
    <LikeToggle liked={liked} onToggle={(options) => like.mutate(undefined, options)} ns="artists" fullWidth>
      {t(liked ? 'detail.liked' : 'detail.like')} · {likes}
    </LikeToggle>
  );
}
