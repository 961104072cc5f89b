import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { Poster } from '../../../components/poster';
import { TitleLink } from '../../../components/title-link';
import { href } from '../../../lib/routes';
import { MemberByline } from '../../../components/member-byline';
import type { ListKind } from '@mfi/contract/lists.schemas';
import type { ListCard as ListCardData } from '../api/list-types';
import { ListLikeButton } from './list-like-button';
import { langOf } from '../../../lib/localized';

/** How many of a list's posters its card fans out. */
const CARD_POSTERS = 5;

export function listDetailHref(kind: ListKind, owner: string, listSlug: string): string {
  return kind === 'movie'
    ? href('user-movie-list-detail', { slug: owner, listSlug })
    : href('user-serial-list-detail', { slug: owner, listSlug });
}

/**
 * A list as a card (the user's list pages, the home rails): its first posters overlapping, the name linking
 * to the list, the owner, how many titles it holds, the start of its about text, and the like heart.
 */
export function ListCard({ list }: { list: ListCardData }) {
  const { t } = useTranslation('lists');
  const to = listDetailHref(list.kind, list.user_slug, list.title_slug);
  const posters = list.posters.slice(0, CARD_POSTERS);
  return (
    <Paper
      component="article"
      variant="outlined"
      data-testid="list-card"
      sx={{ p: 1.5, display: 'grid', gap: 1, minWidth: 0, height: '100%', gridTemplateRows: 'auto auto 1fr auto' }}
    >
      <Box
        component={RouterLink}
        to={to}
        aria-hidden
        tabIndex={-1}
        sx={{ display: 'flex', minHeight: 96, bgcolor: 'grey.100', borderRadius: 1, p: 1, overflow: 'hidden' }}
      >
        {posters.length === 0 && <Box sx={{ height: 96 }} />}
        {posters.map((poster, i) => (
          <Box
            key={poster.id}
            sx={{
              width: 64,
              flex: '0 0 auto',
              ml: i === 0 ? 0 : -2,
              zIndex: CARD_POSTERS - i,
              boxShadow: 2,
              borderRadius: 1,
            }}
          >
            <Poster src={poster.poster} alt="" width={64} />
          </Box>
        ))}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <TitleLink to={to} color="inherit" sx={{ display: 'inline', fontSize: '1.05rem' }}>
          {list.title}
        </TitleLink>
        <Typography variant="body2" color="text.secondary">
          {t(`card.total.${list.kind}`, { count: list.total })}
        </Typography>
      </Box>
      <Typography
        variant="body2"
        color="text.secondary"
        sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
        lang={langOf(list.about)}
      >
        {list.about}
      </Typography>
      <MemberByline member={list} size={28} color="inherit">
        <ListLikeButton list={list} />
      </MemberByline>
    </Paper>
  );
}
