import type { ListKind } from '@mfi/contract/lists.schemas';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLatestLists } from '../api/get-latest-lists';
import { ListCard } from './list-card';

/** Part 1 section 4: a list card is 320 px wide on a narrow screen, 760 px above 481 px. */
const CARD_WIDTH = { width: 'min(320px, 85vw)', '@media (min-width: 481px)': { width: 'min(760px, 85vw)' } };

/**
 * The home page's latest movie or serial lists (part 1 section 4): a row of list cards with their like
 * hearts, scrolled by its buttons or by touch; nothing shows while there is no list. Its texts are the
 * `lists` namespace: the page that places it loads that namespace with its route (loadNamespaces('lists')).
 */
export function ListRail({ kind }: { kind: ListKind }) {
  const { t } = useTranslation('lists');
  const query = useLatestLists(kind);
  const rail = useRef<HTMLUListElement>(null);
  const headingId = `list-rail-${kind}`;

  const scroll = (direction: 1 | -1) =>
    rail.current?.scrollBy({ left: direction * rail.current.clientWidth * 0.8, behavior: 'smooth' });

  if (query.isSuccess && query.data.length === 0) return null;
  if (query.isError) return null;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ my: 3 }} data-testid={`list-rail-${kind}`}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <Typography id={headingId} variant="h5" component="h2" sx={{ flex: 1 }}>
          {t(`rail.title.${kind}`)}
        </Typography>
        <IconButton aria-label={t('rail.previous')} onClick={() => scroll(-1)}>
          <ChevronLeftIcon />
        </IconButton>
        <IconButton aria-label={t('rail.next')} onClick={() => scroll(1)}>
          <ChevronRightIcon />
        </IconButton>
      </Stack>
      <Box
        component="ul"
        ref={rail}
        sx={{
          listStyle: 'none',
          p: 0,
          pb: 1,
          m: 0,
          display: 'flex',
          gap: 2,
          overflowX: 'auto',
          scrollSnapType: 'x mandatory',
          overscrollBehaviorX: 'contain',
        }}
      >
        {query.isPending
          ? [0, 1, 2].map((i) => (
              <Box component="li" key={i} sx={{ flex: '0 0 auto', ...CARD_WIDTH }}>
                <Skeleton variant="rounded" height={220} />
              </Box>
            ))
          : query.data.map((list) => (
              <Box component="li" key={list.id} sx={{ flex: '0 0 auto', scrollSnapAlign: 'start', ...CARD_WIDTH }}>
                <ListCard list={list} />
              </Box>
            ))}
      </Box>
    </Box>
  );
}
