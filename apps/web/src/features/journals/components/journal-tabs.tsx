import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { useJournalSubtypes } from '../api/get-journal-subtypes';
import { useJournalTypes } from '../api/get-journal-types';
import { useTypeName } from '../api/journal-type-names';

const ALL = 'all';

/**
 * The list's category tabs (main types) and, under a chosen one, its sub-tabs (part 2 section 3 "Journal
 * taxonomy"). Both are addressed by slug, so the query string reads well.
 */
export function JournalTabs({
  type,
  subType,
  onChange,
}: {
  type: string;
  subType: string;
  onChange(next: { type: string; sub_type: string }): void;
}) {
  const { t } = useTranslation('journals');
  const types = useJournalTypes();
  const typeName = useTypeName();
  const subtypes = useJournalSubtypes(type || undefined);
  const mainTypes = (types.data ?? []).filter((item) => item.main_type === null);
  // A slug that is not (yet) among the tabs would make MUI warn; "all" stands in until the list arrives.
  const selected = mainTypes.some((item) => item.type_slug === type) ? type : ALL;

  return (
    <Box sx={{ mb: 2 }}>
      <Tabs
        value={selected}
        onChange={(_, value: string) => onChange({ type: value === ALL ? '' : value, sub_type: '' })}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label={t('list.categories')}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value={ALL} label={t('list.all')} />
        {mainTypes.map((item) => (
          <Tab key={item.id} value={item.type_slug} label={typeName(item)} />
        ))}
      </Tabs>
      {type && (subtypes.data?.length ?? 0) > 1 && (
        <Box
          role="group"
          aria-label={t('list.subcategories')}
          sx={{ display: 'flex', gap: 1, mt: 1.5, overflowX: 'auto', pb: 0.5, scrollbarWidth: 'thin' }}
        >
          <Chip
            label={t('list.all')}
            color={subType ? 'default' : 'primary'}
            variant={subType ? 'outlined' : 'filled'}
            onClick={() => onChange({ type, sub_type: '' })}
            aria-pressed={!subType}
          />
          {subtypes.data?.map((item) => {
            const active = item.type_slug === subType;
            return (
              <Chip
                key={item.id}
                label={typeName(item)}
                color={active ? 'primary' : 'default'}
                variant={active ? 'filled' : 'outlined'}
                onClick={() => onChange({ type, sub_type: active ? '' : item.type_slug })}
                aria-pressed={active}
              />
            );
          })}
        </Box>
      )}
    </Box>
  );
}
