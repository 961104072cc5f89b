import EmailIcon from '@mui/icons-material/Email';
import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import XIcon from '@mui/icons-material/X';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { instituteContacts } from '../../lib/institute-contacts';
import { href } from '../../lib/routes';
import { navbarColor } from '../theme';

const linkSx = { color: 'rgba(255,255,255,0.85)' } as const;

export function Footer() {
  const { t } = useTranslation('footer');
  const year = new Date().getFullYear();
  const contacts = instituteContacts();
  const social = [
    { label: t('twitter'), url: contacts.twitter, icon: <XIcon /> },
    { label: t('facebook'), url: contacts.facebook, icon: <FacebookIcon /> },
    { label: t('instagram'), url: contacts.instagram, icon: <InstagramIcon /> },
  ].filter((item): item is typeof item & { url: string } => item.url !== undefined);
  return (
    <Box component="footer" sx={{ bgcolor: navbarColor, color: 'rgba(255,255,255,0.85)', mt: 6, px: 2, py: 4 }}>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={3}
        sx={{ maxWidth: 1200, mx: 'auto', justifyContent: 'space-between', alignItems: { md: 'center' } }}
      >
        <Box sx={{ maxWidth: 360 }}>
          <Typography sx={{ color: 'secondary.main', fontWeight: 800, fontSize: '1.25rem' }}>MFI</Typography>
          <Typography variant="body2">{t('tagline')}</Typography>
        </Box>
        <Stack
          component="nav"
          aria-label={t('label')}
          direction="row"
          spacing={2}
          useFlexGap
          sx={{ flexWrap: 'wrap', rowGap: 1 }}
        >
          <Link component={RouterLink} to={href('home')} sx={linkSx}>
            {t('home')}
          </Link>
          <Link component={RouterLink} to={href('about-us')} sx={linkSx}>
            {t('about')}
          </Link>
          <Link component={RouterLink} to={href('journal-list')} sx={linkSx}>
            {t('journal')}
          </Link>
          <Link component={RouterLink} to={href('terms')} sx={linkSx}>
            {t('terms')}
          </Link>
        </Stack>
        {(contacts.email || social.length > 0) && (
          <Stack
            direction="row"
            spacing={0.5}
            sx={{ alignItems: 'center', flexWrap: 'wrap' }}
            data-testid="footer-contacts"
          >
            {contacts.email && (
              <Link
                href={`mailto:${contacts.email}`}
                sx={{ ...linkSx, display: 'inline-flex', alignItems: 'center', gap: 0.5, mr: 1 }}
              >
                <EmailIcon fontSize="small" />
                {contacts.email}
              </Link>
            )}
            {social.map((item) => (
              <IconButton
                key={item.url}
                component="a"
                href={item.url}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={item.label}
                sx={{ color: 'inherit' }}
              >
                {item.icon}
              </IconButton>
            ))}
          </Stack>
        )}
      </Stack>
      <Typography variant="caption" component="p" sx={{ textAlign: 'center', mt: 3, color: 'rgba(255,255,255,0.6)' }}>
        {t('copyright', { year })}
      </Typography>
    </Box>
  );
}
