import { MEMBER_CATEGORIES, type AboutDetailResponse } from '@mfi/contract/about.schemas';
import { ABOUT_PAGE_ID } from '@mfi/contract/revisions.schemas';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { EditLink, HistoryLink } from '../../../components/admin-bar';
import { MessagePage } from '../../../components/message-page';
import { NotFoundPage } from '../../../components/not-found-page';
import { PageHeading } from '../../../components/page-heading';
import { PageLoader } from '../../../components/page-loader';
import { PageTitle } from '../../../components/page-title';
import { richTextSx } from '../../../components/rich-text/rich-text-sx';
import { isNotFound } from '../../../lib/api-client';
import { href } from '../../../lib/routes';
import { useAbout } from '../api/get-about';
import { MemberCard } from '../components/member-card';
import { langOf } from '../../../lib/localized';

function AboutView({ page }: { page: AboutDetailResponse }) {
  const { t } = useTranslation('about');
  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto', px: { xs: 1.5, sm: 3 }, py: 3 }}>
      <PageTitle title={page.aboutTitle} />
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        <PageHeading fontSize={{ xs: '1.6rem', sm: '2.125rem' }} sx={{ flex: 1 }} lang={langOf(page.aboutTitle)}>
          {page.aboutTitle}
        </PageHeading>
        {page.can_edit && (
          <EditLink to={href('edit-aboutus')} variant="outlined" size="medium">
            {t('edit')}
          </EditLink>
        )}
        <HistoryLink kind="about" id={ABOUT_PAGE_ID} permissions={page} variant="outlined" size="medium" />
      </Stack>
      {/* Sanitized by the server on every write (lib/html, the journal allowlist). */}
      <Box
        sx={{ ...richTextSx, maxWidth: 800 }}
        data-testid="about-content"
        lang={langOf(page.aboutContent)}
        dangerouslySetInnerHTML={{ __html: page.aboutContent }}
      />
      {MEMBER_CATEGORIES.map((category) => {
        const members = page.members.filter((m) => m.memberCategory === category);
        if (!members.length) return null;
        return (
          <Box component="section" key={category} sx={{ mt: 5 }} aria-labelledby={`about-category-${category}`}>
            <Typography id={`about-category-${category}`} variant="h5" component="h2" sx={{ mb: 2, fontWeight: 700 }}>
              {t(`category.${category}`)}
            </Typography>
            <Box
              data-testid={`about-category-${category}`}
              sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))' }}
            >
              {members.map((member, i) => (
                <MemberCard key={`${member.memberImageURL}-${i}`} member={member} />
              ))}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}

/** about-us: /about-us (part 1 section 2 "About us"); a 404 is the not-found page. */
export function AboutUsPage() {
  const { t } = useTranslation('about');
  const query = useAbout();
  if (query.isPending) return <PageLoader />;
  if (isNotFound(query.error)) return <NotFoundPage />;
  if (!query.data) return <MessagePage title={t('title')} text={t('errors:generic')} />;
  return <AboutView page={query.data} />;
}
