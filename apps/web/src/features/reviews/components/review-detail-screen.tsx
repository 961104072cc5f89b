import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NotFoundPage } from '../../../components/not-found-page';
import { PageLoader } from '../../../components/page-loader';
import { PageHeading } from '../../../components/page-heading';
import { PageTitle } from '../../../components/page-title';
import { Poster } from '../../../components/poster';
import { WideCover } from '../../../components/wide-cover';
import { ApiError } from '../../../lib/api-client';
import { href } from '../../../lib/routes';
import { RecentReviews, type RecentReviewModel } from './recent-reviews';
import { ReviewContent } from './review-content';
import { useReviewDate } from './review-date';
import { ReviewLikeButton } from './review-like-button';

/** What every review detail shows (part 2 section 2), whatever was reviewed. */
export interface ReviewDetailModel {
  title: string;
  author: string;
  authorSlug: string;
  published: string;
  content: string;
  likes: number;
  liked: boolean;
  /** An episode review's own 1280x720 cover. */
  cover?: string | null;
  poster: { src: string | null; to: string; label: string };
  recent: RecentReviewModel[];
}

/** The fields every detail call answers with, whatever was reviewed (part 2 section 3 "Review detail"). */
export const reviewDetailBase = (d: {
  title: string;
  user: string;
  user_slug: string;
  published: string;
  content: string;
  total_likes: number;
  user_like: boolean;
}) => ({
  title: d.title,
  author: d.user,
  authorSlug: d.user_slug,
  published: d.published,
  content: d.content,
  likes: d.total_likes,
  liked: d.user_like,
});

interface DetailResult<T> {
  data?: T;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch(): unknown;
}

export function ReviewDetailScreen<T>({
  detail,
  toView,
  onLike,
}: {
  detail: DetailResult<T>;
  toView(data: T): ReviewDetailModel;
  onLike(options: { onError(): void }): void;
}) {
  const { t } = useTranslation('reviews');
  if (detail.isPending) return <PageLoader />;
  if (detail.isError || !detail.data) {
    // A review that does not exist, or whose title is not published, is the not-found page.
    if (detail.error instanceof ApiError && detail.error.status === 404) return <NotFoundPage />;
    return (
      <Box sx={{ maxWidth: 800, mx: 'auto', p: 3 }}>
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void detail.refetch()}>
              {t('list.retry')}
            </Button>
          }
        >
          {t('detail.error')}
        </Alert>
      </Box>
    );
  }
  return <ReviewDetailView view={toView(detail.data)} onLike={onLike} />;
}

function ReviewDetailView({ view, onLike }: { view: ReviewDetailModel; onLike(options: { onError(): void }): void }) {
  const { t } = useTranslation('reviews');
  const formatDate = useReviewDate();
  return (
    <Box component="article" sx={{ maxWidth: 1200, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 2, sm: 4 } }}>
      <PageTitle title={view.title} />
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 3, md: 5 },
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 240px' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <PageHeading variant="h3" fontSize={{ xs: '1.7rem', sm: '2.4rem' }}>
            {view.title}
          </PageHeading>
          <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 2, mt: 1.5, mb: 3 }}>
            <Typography color="text.secondary">
              {t('detail.by')}{' '}
              <Link
                component={RouterLink}
                to={href('user-feed', { slug: view.authorSlug })}
                data-testid="review-author"
              >
                {view.author}
              </Link>
            </Typography>
            <Typography component="time" dateTime={view.published} color="text.secondary">
              {formatDate(view.published)}
            </Typography>
            <ReviewLikeButton liked={view.liked} count={view.likes} onToggle={onLike} />
          </Stack>
          {view.cover && <WideCover src={view.cover} />}
          <ReviewContent html={view.content} />
        </Box>
        <Box sx={{ width: { xs: 160, md: '100%' } }}>
          <Poster src={view.poster.src} alt={view.poster.label} to={view.poster.to} besideTitleLink />
          <Link component={RouterLink} to={view.poster.to} sx={{ display: 'block', mt: 1 }}>
            {view.poster.label}
          </Link>
        </Box>
      </Box>
      <RecentReviews heading={t('detail.recent', { name: view.author })} reviews={view.recent} />
    </Box>
  );
}
