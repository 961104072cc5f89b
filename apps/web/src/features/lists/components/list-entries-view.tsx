import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Poster } from '../../../components/poster';
import { bareListSx } from '../../../components/bare-list';
import { TitleLink } from '../../../components/title-link';
import { langOf, nameIn, useEnglish } from '../../../lib/localized';
import { href } from '../../../lib/routes';
import type { ListDetail, ListDetailEntry } from '../api/list-types';

function titleHref(list: ListDetail, entry: ListDetailEntry): string {
  return list.kind === 'movie'
    ? href('movie-detail', { slug: entry.slug })
    : href('serial-detail', { slug: entry.slug });
}

/**
 * A list's titles in its order: a top list numbers them, a list with descriptions shows each one's text;
 * each poster and title leads to the title's page.
 */
export function ListEntries({ list }: { list: ListDetail }) {
  const { t } = useTranslation('lists');
  const en = useEnglish();
  if (list.entries.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
        {t(`detail.empty.${list.kind}`)}
      </Typography>
    );
  }
  return (
    <Box
      component={list.top_list ? 'ol' : 'ul'}
      data-testid="list-detail-entries"
      sx={{ ...bareListSx, display: 'grid', gap: 1.5 }}
    >
      {list.entries.map((entry, index) => {
        const to = titleHref(list, entry);
        const title = nameIn(entry.mongol_title, entry.international_title, en);
        return (
          <Paper
            component="li"
            variant="outlined"
            key={entry.id}
            sx={{
              p: 1.5,
              display: 'grid',
              gap: { xs: 1.5, sm: 2 },
              alignItems: 'start',
              gridTemplateColumns: list.top_list ? 'auto 72px minmax(0, 1fr)' : '72px minmax(0, 1fr)',
            }}
          >
            {list.top_list && (
              <Typography component="span" sx={{ fontWeight: 700, fontSize: '1.25rem', minWidth: 28 }}>
                {index + 1}
              </Typography>
            )}
            <Poster src={entry.poster} alt={title} to={to} besideTitleLink width={72} />
            <Box sx={{ minWidth: 0 }}>
              <TitleLink to={to} color="inherit" sx={{ display: 'inline' }}>
                {title}
              </TitleLink>
              <Typography variant="body2" color="text.secondary">
                {entry.year}
              </Typography>
              {list.show_desc && entry.description && (
                <Typography
                  sx={{ mt: 1, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
                  lang={langOf(entry.description)}
                >
                  {entry.description}
                </Typography>
              )}
            </Box>
          </Paper>
        );
      })}
    </Box>
  );
}
