import type { AboutMember } from '@mfi/contract/about.schemas';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { href } from '../../../lib/routes';
import { langOf } from '../../../lib/localized';
import { TitleNote } from '../../../components/title-note';

/** One member of the institute: the 240x240 photo, name, role, description and links to their pages. */
export function MemberCard({ member }: { member: AboutMember }) {
  const { t } = useTranslation('about');
  return (
    <Paper
      component="article"
      variant="outlined"
      data-testid="about-member"
      sx={{ p: 2, display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', height: '100%' }}
    >
      <Box
        component="img"
        src={member.memberImageURL}
        alt={member.memberName}
        lang={langOf(member.memberName)}
        width={240}
        height={240}
        loading="lazy"
        sx={{ width: { xs: 160, sm: 200 }, height: 'auto', aspectRatio: '1 / 1', borderRadius: '50%', mb: 1.5 }}
      />
      <Typography
        variant="h6"
        component="h3"
        sx={{ overflowWrap: 'anywhere', lineHeight: 1.3 }}
        lang={langOf(member.memberName)}
      >
        {member.memberName}
      </Typography>
      <Typography color="primary" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }} lang={langOf(member.memberTitle)}>
        {member.memberTitle}
      </Typography>
      {member.memberDescription && <TitleNote text={member.memberDescription} sx={{ mt: 1, whiteSpace: 'pre-line' }} />}
      {(member.memberArtistSlug || member.memberUserSlug) && (
        <Stack
          direction="row"
          spacing={2}
          useFlexGap
          sx={{ mt: 'auto', pt: 1.5, flexWrap: 'wrap', justifyContent: 'center' }}
        >
          {member.memberArtistSlug && (
            <Link component={RouterLink} to={href('artist-detail', { slug: member.memberArtistSlug })}>
              {t('member.artistPage')}
            </Link>
          )}
          {member.memberUserSlug && (
            <Link component={RouterLink} to={href('user-profile', { slug: member.memberUserSlug })}>
              {t('member.userPage')}
            </Link>
          )}
        </Stack>
      )}
    </Paper>
  );
}
