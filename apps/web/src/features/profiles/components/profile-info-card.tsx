import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CakeIcon from '@mui/icons-material/CakeOutlined';
import EventIcon from '@mui/icons-material/EventOutlined';
import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import PublicIcon from '@mui/icons-material/PublicOutlined';
import StarIcon from '@mui/icons-material/StarBorderOutlined';
import XIcon from '@mui/icons-material/X';
import YouTubeIcon from '@mui/icons-material/YouTube';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { UserObject } from '@mfi/contract/profiles.schemas';
import { readerDate } from '../../../lib/dates';
import { useProductionCountries } from '../../../lib/reference';
import { href } from '../../../lib/routes';
import { socialLinks, type SocialNetwork } from './social-links';
import { langOf } from '../../../lib/localized';

const ICONS: Record<SocialNetwork, ReactNode> = {
  facebook: <FacebookIcon fontSize="small" />,
  instagram: <InstagramIcon fontSize="small" />,
  twitter: <XIcon fontSize="small" />,
  youtube: <YouTubeIcon fontSize="small" />,
};

/** A YYYY-MM-DD day in the reader's language, read as that calendar day wherever the browser is. */
const calendarDay = (day: string, language: string) => readerDate(`${day}T12:00:00`, language);

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Box sx={{ color: 'text.secondary', display: 'flex', pt: '2px' }} aria-hidden>
        {icon}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="caption" color="text.secondary" component="div">
          {label}
        </Typography>
        <Typography variant="body2" component="div" sx={{ overflowWrap: 'anywhere' }}>
          {children}
        </Typography>
      </Box>
    </Stack>
  );
}

/**
 * The info card (part 1 section 2): name, bio as the member wrote it (text, never HTML), country, birthday
 * unless hidden, registration date, the linked artist and social links.
 */
export function ProfileInfoCard({ user }: { user: UserObject }) {
  const { t, i18n } = useTranslation('profiles');
  const countries = useProductionCountries();
  const name = [user.lastname, user.firstname].filter(Boolean).join(' ');
  // The detail names the country in Mongolian; the list gives its English name.
  const country =
    user.country === null ? null : (countries.options.find((c) => c.id === user.country)?.label ?? user.country_name);
  const links = socialLinks(user);

  return (
    <Paper variant="outlined" component="section" aria-labelledby="profile-info-title" sx={{ p: 2.5 }}>
      <Typography id="profile-info-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('info.title')}
      </Typography>
      {name && (
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }} data-testid="profile-name" lang={langOf(name)}>
          {name}
        </Typography>
      )}
      {user.bio ? (
        <Typography
          variant="body2"
          data-testid="profile-bio"
          sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere', mt: 1, color: 'text.primary' }}
        >
          {user.bio}
        </Typography>
      ) : (
        user.is_owner && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t('info.noBio')}
          </Typography>
        )
      )}
      <Stack spacing={1.5} sx={{ mt: 2 }}>
        {country && (
          <Fact icon={<PublicIcon fontSize="small" />} label={t('info.country')}>
            {country}
          </Fact>
        )}
        {user.birthday && (
          <Fact icon={<CakeIcon fontSize="small" />} label={t('info.birthday')}>
            {calendarDay(user.birthday, i18n.language)}
            {user.is_owner && user.birthdaycheck && (
              <Typography variant="caption" color="text.secondary" component="div">
                {t('info.birthdayHidden')}
              </Typography>
            )}
          </Fact>
        )}
        <Fact icon={<EventIcon fontSize="small" />} label={t('info.registered')}>
          {readerDate(user.registered, i18n.language)}
        </Fact>
        {user.userartist && (
          <Fact icon={<StarIcon fontSize="small" />} label={t('info.artist')}>
            <Link component={RouterLink} to={href('artist-detail', { slug: user.userartist.slug })}>
              {user.userartist.name}
            </Link>
          </Fact>
        )}
      </Stack>
      {(links.length > 0 || user.youtubebanner) && (
        <Stack spacing={1} sx={{ mt: 2, pt: 2, borderTop: 1, borderColor: 'divider' }} data-testid="profile-social">
          {links.map((link) => (
            <Stack key={link.network} direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
              <Box sx={{ display: 'flex', color: 'text.secondary' }} aria-hidden>
                {ICONS[link.network]}
              </Box>
              <Link
                href={link.url}
                target="_blank"
                rel="noopener noreferrer nofollow"
                underline="hover"
                variant="body2"
                aria-label={t(`info.social.${link.network}`, { name: link.label })}
                sx={{ overflowWrap: 'anywhere' }}
              >
                {link.label}
              </Link>
            </Stack>
          ))}
          {user.youtubebanner && (
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere', pl: 3.5 }}>
              {user.youtubebanner}
            </Typography>
          )}
        </Stack>
      )}
    </Paper>
  );
}
