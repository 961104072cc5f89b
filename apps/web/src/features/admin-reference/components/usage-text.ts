import type { ReferenceUsage } from '@mfi/contract/admin-reference.schemas';
import { REFERENCE_PLACES } from '@mfi/contract/admin-reference.schemas';
import { useTranslation } from 'react-i18next';

/** Where an item is used, in the reader's language ("2 movies, 1 serial"); empty when nowhere. */
export function useUsageText() {
  const { t } = useTranslation('adminReference');
  return (usage: ReferenceUsage) =>
    REFERENCE_PLACES.filter((place) => usage[place])
      .map((place) => t(`places.${place}`, { count: usage[place] }))
      .join(', ');
}
