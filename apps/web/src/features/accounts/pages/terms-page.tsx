import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Trans, useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title';
import { externalLinks } from '../../../lib/routes';

/** The sections of the terms, in reading order; each has a title and paragraphs in `accounts.terms`. */
const TERMS_SECTIONS = ['accounts', 'reviews', 'content', 'rights', 'data', 'changes', 'contact'] as const;

/** terms: the terms of use the signup checkbox accepts (accounts, reviews, content, personal data, contact). */
export function TermsPage() {
  const { t } = useTranslation('accounts');
  const mail = <Link href={externalLinks.email} />;
  return (
    <Box component="article" sx={{ maxWidth: 760, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 3, sm: 5 } }}>
      <PageTitle title={t('terms.title')} />
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2.1rem' }, mb: 2 }}>
        {t('terms.title')}
      </Typography>
      <Typography sx={{ mb: 3 }}>{t('terms.intro')}</Typography>
      {TERMS_SECTIONS.map((id, index) => {
        const paragraphs = t(`terms.sections.${id}.body`, { returnObjects: true }) as string[];
        return (
          <Box component="section" key={id} aria-labelledby={`terms-${id}`} sx={{ mb: 3 }}>
            <Typography id={`terms-${id}`} variant="h6" component="h2" sx={{ mb: 1 }}>
              {`${index + 1}. ${t(`terms.sections.${id}.title`)}`}
            </Typography>
            {paragraphs.map((_, i) => (
              <Typography key={i} sx={{ mb: 1.5 }}>
                <Trans t={t} i18nKey={`terms.sections.${id}.body.${i}`} components={{ mail }} />
              </Typography>
            ))}
          </Box>
        );
      })}
    </Box>
  );
}
