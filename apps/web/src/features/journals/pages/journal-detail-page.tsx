import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { AdminBar, EditLink, HistoryLink } from '../../../components/admin-bar';
import { PageTitle } from '../../../components/page-title';
import { Poster } from '../../../components/poster';
import { PublishToggle } from '../../../components/publish-toggle';
import { href } from '../../../lib/routes';
import type { JournalAddress, JournalDetail } from '../api/get-journal-detail';
import { useTypeName } from '../api/journal-type-names';
import { usePublishJournal } from '../api/publish-journal';
import { JournalByline } from '../components/journal-byline';
import { JournalLikeButton } from '../components/journal-like-button';
import { JournalLoader } from '../components/journal-loader';
import { JournalRelated } from '../components/journal-related';
import { richTextSx } from '../../../components/rich-text/rich-text-sx';
import { rememberTags } from '../components/tag-names';
import { langOf } from '../../../lib/localized';
import { outlineHeadings } from '../../../lib/heading-outline';

/** journal-detail (part 2 section 2): the article, its related titles and the author's admin bar. */
export function JournalDetailPage() {
  const { typeSlug = '', subTypeSlug = '', slug = '' } = useParams();
  const address: JournalAddress = { typeSlug, subTypeSlug, slug };
  return (
    <JournalLoader address={address}>
      {(journal) => <JournalArticle journal={journal} address={address} />}
    </JournalLoader>
  );
}

function JournalArticle({ journal, address }: { journal: JournalDetail; address: JournalAddress }) {
  const { t } = useTranslation('journals');
  const publish = usePublishJournal(address);
  const typeName = useTypeName();
  rememberTags(journal.tags);
  const listHref = (query: Record<string, string>) => href('journal-list', undefined, query);

  return (
    <Box component="article" sx={{ maxWidth: 860, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 2, sm: 4 } }}>
      <PageTitle title={journal.title} />
      <AdminBar permissions={journal}>
        {journal.can_publish && <PublishToggle published={journal.publish} onToggle={publish} ns="journals" />}
        {journal.can_edit && (
          <EditLink to={href('journal-update', address)} variant="outlined">
            {t('detail.edit')}
          </EditLink>
        )}
        <HistoryLink kind="journal" id={journal.id} permissions={journal} variant="outlined" />
      </AdminBar>

      <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap' }} useFlexGap>
        <Chip
          component={RouterLink}
          to={listHref({ type: journal.type.type_slug })}
          clickable
          size="small"
          color="primary"
          label={typeName(journal.type)}
        />
        <Chip
          component={RouterLink}
          to={listHref({ type: journal.type.type_slug, sub_type: journal.sub_type.type_slug })}
          clickable
          size="small"
          variant="outlined"
          label={typeName(journal.sub_type)}
        />
      </Stack>
      <Typography
        variant="h3"
        component="h1"
        sx={{ fontSize: { xs: '1.75rem', sm: '2.5rem' }, fontWeight: 700, lineHeight: 1.2, mb: 2 }}
        lang={langOf(journal.title)}
      >
        {journal.title}
      </Typography>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1.5, mb: 3 }}
      >
        <JournalByline journal={journal} />
        <JournalLikeButton journal={journal} address={address} />
      </Stack>

      {journal.cover && (
        <Box sx={{ mb: 3 }}>
          <Poster src={journal.cover} alt={journal.title} ratio="16 / 9" priority />
        </Box>
      )}

      {/* The server sanitizes content with an allowlist at every write: this is only that HTML. */}
      <Box
        sx={richTextSx}
        data-testid="journal-content"
        lang={langOf(journal.content)}
        dangerouslySetInnerHTML={{ __html: outlineHeadings(journal.content) }}
      />

      {journal.tags.length > 0 && (
        <Stack direction="row" spacing={1} sx={{ mt: 4, flexWrap: 'wrap' }} useFlexGap aria-label={t('detail.tags')}>
          {journal.tags.map((tag) => (
            <Chip
              key={tag.id}
              component={RouterLink}
              to={listHref({ tags: String(tag.id) })}
              clickable
              label={`#${tag.journal_tag_name}`}
              lang={langOf(tag.journal_tag_name)}
              variant="outlined"
            />
          ))}
        </Stack>
      )}

      <JournalRelated journal={journal} />
    </Box>
  );
}
