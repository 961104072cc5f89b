import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

type Kind = 'critic' | 'audience';

/**
 * Critic and audience review tabs of seasons and episodes. Their list calls are "not shown" in the spec and
 * come with the reviews issue, so for now each tab shows its empty state.
 */
export function ReviewTabs({ idPrefix }: { idPrefix: string }) {
  const { t } = useTranslation('serials');
  const [kind, setKind] = useState<Kind>('critic');
  return (
    <Box>
      <Tabs
        value={kind}
        onChange={(_, next: Kind) => setKind(next)}
        aria-label={t('reviews.title')}
        variant="fullWidth"
      >
        <Tab
          value="critic"
          label={t('reviews.critic')}
          id={`${idPrefix}-tab-critic`}
          aria-controls={`${idPrefix}-panel`}
        />
        <Tab
          value="audience"
          label={t('reviews.audience')}
          id={`${idPrefix}-tab-audience`}
          aria-controls={`${idPrefix}-panel`}
        />
      </Tabs>
      <Box role="tabpanel" id={`${idPrefix}-panel`} aria-labelledby={`${idPrefix}-tab-${kind}`} sx={{ py: 3 }}>
        <Typography color="text.secondary" sx={{ textAlign: 'center' }}>
          {t(kind === 'critic' ? 'reviews.emptyCritic' : 'reviews.emptyAudience')}
        </Typography>
      </Box>
    </Box>
  );
}
