import LinearProgress from '@mui/material/LinearProgress';
import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';
import { sessionKeys } from '../../lib/session';

/** A thin bar under the navbar during auth calls (part 1 section 4) and while a lazy page loads. */
export function ActivityBar() {
  const { t } = useTranslation('common');
  const authCalls = useIsMutating({ mutationKey: ['auth'] }) + useIsFetching({ queryKey: sessionKeys.all });
  const navigating = useNavigation().state !== 'idle';
  return (
    <LinearProgress
      aria-label={t('loading')}
      aria-hidden={authCalls + Number(navigating) === 0}
      color="secondary"
      sx={{
        height: 3,
        position: 'sticky',
        top: 0,
        zIndex: (theme) => theme.zIndex.appBar + 1,
        visibility: authCalls > 0 || navigating ? 'visible' : 'hidden',
      }}
    />
  );
}
