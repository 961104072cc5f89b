import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FeedCard } from '@mfi/contract/feed.schemas';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ListError } from '../../../components/list-states';
import { CataloguePagination } from '../../../components/pagination';
import { isNotFound } from '../../../lib/api-client';
import { useCatalogueQuery } from '../../../lib/query-state';
import { useSession } from '../../../lib/session';
import { useAddShortMessage } from '../api/add-short-message';
import { useFeed } from '../api/get-feed';
import { ActionCard } from '../components/action-card';
import { FeedSkeleton } from '../components/feed-skeleton';
import { MessageComposer } from '../components/message-composer';
import { ShortMessageCard } from '../components/short-message-card';

function FeedCardView({ card }: { card: FeedCard }) {
  return card.name === 'short-message' ? (
    <ShortMessageCard message={card.values.message} />
  ) : (
    <ActionCard card={card} />
  );
}

/**
 * The member's feed, the index of /user/{slug} inside their profile page (part 1 section 2 "User profile
 * area"): the message box on one's own page, then their cards newest first, paged with 5 page links on
 * phones and 7 wider (section 9). Each message says whether the reader may like and comment on it.
 */
export function UserFeedPage() {
  const { t } = useTranslation('feed');
  const { slug = '' } = useParams();
  const session = useSession();
  const [state, setState] = useCatalogueQuery({ page: '1' });
  const page = Math.max(1, Number(state.page) || 1);
  const feed = useFeed(slug, page);
  const own = session.profile?.slug === slug;
  const add = useAddShortMessage(slug);
  const cards = feed.data?.api_user_action_list;

  // A missing member is the profile page's not-found; nothing of the feed shows then.
  if (feed.isError && isNotFound(feed.error)) return null;

  return (
    <Box
      component="section"
      aria-labelledby="user-feed-title"
      data-testid="user-feed"
      sx={{ maxWidth: 760, mx: 'auto', minWidth: 0 }}
    >
      <Typography id="user-feed-title" variant="h5" component="h2" sx={{ mb: 2 }}>
        {t('feed.title')}
      </Typography>
      {own && (
        <MessageComposer
          onPost={async (body) => {
            await add.mutateAsync(body);
            setState({ page: '1' });
          }}
        />
      )}
      {feed.isError && !cards ? (
        <ListError text={t('errors:generic')} retryLabel={t('retry')} onRetry={() => void feed.refetch()} />
      ) : !cards ? (
        <FeedSkeleton />
      ) : cards.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }} data-testid="feed-empty">
          {t(own ? 'feed.emptyOwn' : 'feed.empty')}
        </Typography>
      ) : (
        <Stack
          spacing={2}
          data-testid="feed"
          sx={{ opacity: feed.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}
        >
          {cards.map((card) => (
            <FeedCardView key={`${card.name}-${card.id}`} card={card} />
          ))}
        </Stack>
      )}
      {feed.data && (
        <CataloguePagination
          page={page}
          pageCount={feed.data.feed_page.pages}
          onChange={(next) => setState({ page: String(next) })}
        />
      )}
    </Box>
  );
}
