import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { FeedCardFrame } from './feed-card-frame';

/** Cards of a feed card's size (author line, poster, title, stars, two lines) while the page loads. */
export function FeedSkeleton({ count = 3 }: { count?: number }) {
  const { t } = useTranslation('feed');
  return (
    <Stack spacing={2} role="status" aria-busy="true" aria-label={t('feed.loading')} data-testid="feed-loading">
      {Array.from({ length: count }, (_, index) => (
        <FeedCardFrame key={index} testId="feed-card-skeleton">
          <Box sx={{ display: 'flex', gap: 1.25, alignItems: 'center' }}>
            <Skeleton variant="circular" width={40} height={40} />
            <Box sx={{ flex: 1 }}>
              <Skeleton width="45%" />
              <Skeleton width="25%" />
            </Box>
          </Box>
          <Box sx={{ display: 'flex', gap: { xs: 1.25, sm: 2 }, mt: 1.5 }}>
            <Skeleton
              variant="rounded"
              sx={{ flex: 'none', width: { xs: 64, sm: 80 }, height: 'auto', aspectRatio: '2 / 3' }}
            />
            <Box sx={{ flex: 1 }}>
              <Skeleton width="60%" />
              <Skeleton width={90} height={24} />
              <Skeleton width="95%" />
              <Skeleton width="80%" />
            </Box>
          </Box>
        </FeedCardFrame>
      ))}
    </Stack>
  );
}
