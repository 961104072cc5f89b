import Box from '@mui/material/Box';
import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';
import { ProgressLine } from '../../components/progress-line';
import { sessionKeys } from '../../lib/session';

/**
 * A thin bar under the navbar during auth calls (part 1 section 4) and while a lazy page loads. Its holder has
 * no height, so the bar lies over the top of the page: a hidden bar must not leave a light stripe between
 * the navbar and a dark hero.
 */
export function ActivityBar() {
  const { t } = useTranslation('common');
  const authCalls = useIsMutating({ mutationKey: ['auth'] }) + useIsFetching({ queryKey: sessionKeys.all });
  const navigating = useNavigation().state !== 'idle';
  const busy = authCalls > 0 || navigating;
  return (
    <Box
      data-testid="activity-bar"
      sx={{ position: 'sticky', top: 0, height: 0, zIndex: (theme) => theme.zIndex.appBar + 1 }}
    >
      <ProgressLine label={t('loading')} color="secondary" hidden={!busy} sx={{ height: 3 }} />
    </Box>
  );
}
