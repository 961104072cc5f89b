import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CurrentAnnualResponse } from '@mfi/contract/festival.schemas';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HeroBand, heroPosterSx, heroStackSx } from '../../../components/hero-band';
import { PageHeading } from '../../../components/page-heading';
import { Poster } from '../../../components/poster';

/** The edition's name in the reader's language. */
export function useEditionName(edition: Pick<CurrentAnnualResponse, 'mongol_name' | 'international_name'>) {
  const { i18n } = useTranslation();
  return i18n.language === 'en' ? edition.international_name : edition.mongol_name;
}

/** The festival page's band: the edition's background, its poster, name, year and links. */
export function SubmissionHero({ edition, children }: { edition: CurrentAnnualResponse; children: ReactNode }) {
  const { t } = useTranslation('submission');
  const name = useEditionName(edition);
  return (
    <HeroBand background={edition.background || null}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={heroStackSx}>
        <Box sx={heroPosterSx}>
          <Poster src={edition.poster || null} alt={t('posterOf', { name, year: edition.year })} ratio="3 / 4" />
        </Box>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography sx={{ textTransform: 'uppercase', letterSpacing: 2, opacity: 0.8 }}>
            {t('edition', { year: edition.year })}
          </Typography>
          <PageHeading fontSize={{ xs: '1.7rem', md: '2.4rem' }} sx={{ fontWeight: 700, my: 1 }}>
            {name}
          </PageHeading>
          {children}
        </Box>
      </Stack>
    </HeroBand>
  );
}
