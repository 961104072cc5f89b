import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showSnack } from '../../../lib/snackbar';
import { LoginPromptDialog } from '../../../components/login-prompt';
import { ReviewCard } from './review-tab-card';
import type { ReviewKind, ReviewTabsCalls } from './review-types';
import { useReviewLike } from './use-review-like';

/** Critic and audience review tabs with load-more until `end_point` (part 2 sections 2, 3, 7). */
export function ReviewTabs({
  ns,
  idPrefix,
  calls,
  signedIn,
}: {
  ns: string;
  idPrefix: string;
  calls: ReviewTabsCalls;
  signedIn: boolean;
}) {
  const { t } = useTranslation(ns);
  const [kind, setKind] = useState<ReviewKind>('critic');
  return (
    <Box>
      <Tabs
        value={kind}
        onChange={(_, next: ReviewKind) => setKind(next)}
        aria-label={t('reviews.title')}
        variant="fullWidth"
      >
        {(['critic', 'audience'] as const).map((value) => (
          <Tab
            key={value}
            value={value}
            label={t(`reviews.${value}`)}
            id={`${idPrefix}-tab-${value}`}
            aria-controls={`${idPrefix}-panel`}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`${idPrefix}-panel`} aria-labelledby={`${idPrefix}-tab-${kind}`} sx={{ py: 3 }}>
        {/* Keyed so each tab keeps its own list and like state. */}
        <ReviewList key={kind} ns={ns} kind={kind} calls={calls} signedIn={signedIn} />
      </Box>
    </Box>
  );
}

function ReviewList({
  ns,
  kind,
  calls,
  signedIn,
}: {
  ns: string;
  kind: ReviewKind;
  calls: ReviewTabsCalls;
  signedIn: boolean;
}) {
  const { t } = useTranslation(ns);
  const source = calls.source(kind);
  const [prompt, setPrompt] = useState(false);
  const list = useInfiniteQuery({
    queryKey: source.key,
    queryFn: ({ pageParam, signal }) => source.fetchPage(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.end ? undefined : pages.length + 1),
  });
  const like = useReviewLike(source.key, calls.like);

  if (list.isPending) return <Skeleton variant="rounded" height={120} />;
  if (list.isError) return <Typography color="error">{t('reviews.error')}</Typography>;
  const cards = list.data.pages.flatMap((page) => page.cards);
  if (cards.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ textAlign: 'center' }}>
        {t(kind === 'critic' ? 'reviews.emptyCritic' : 'reviews.emptyAudience')}
      </Typography>
    );
  }
  const press = (id: number) => {
    if (!signedIn) return setPrompt(true);
    like.mutate(id, { onError: () => showSnack(t('errors:generic'), 'error') });
  };
  return (
    <Stack spacing={2}>
      {cards.map((card) => (
        <ReviewCard
          key={card.id}
          ns={ns}
          card={card}
          onLike={() => press(card.id)}
          detailedHref={card.has_detailed_review ? calls.detailedHref?.(card) : undefined}
        />
      ))}
      {list.hasNextPage && (
        <Button
          onClick={() => void list.fetchNextPage()}
          disabled={list.isFetchingNextPage}
          sx={{ alignSelf: 'center' }}
        >
          {t('detail.loadMore')}
        </Button>
      )}
      <LoginPromptDialog ns={ns} open={prompt} onClose={() => setPrompt(false)} />
    </Stack>
  );
}
