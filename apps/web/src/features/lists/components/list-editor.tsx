import GridViewIcon from '@mui/icons-material/GridView';
import ViewListIcon from '@mui/icons-material/ViewList';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useController, useForm, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ListCreateBody, ListKind } from '@mfi/contract/lists.schemas';
import { LIST_ABOUT_MAX, LIST_ITEMS_MAX } from '@mfi/contract/limits';
import { FormTextField } from '../../../components/form-text-field';
import { FormPageFrame } from '../../../components/form-page-frame';
import { EntryList, type EntryLayout } from './entry-list';
import { EntryPicker } from './entry-picker';
import { addEntry } from './list-entries';
import { listFormResolver, type ListFormValues } from './list-form-values';

type ListControl = Control<ListFormValues, unknown, ListCreateBody>;

// The list/grid switch is two pressed-state icon buttons: MUI's ToggleButtonGroup, shared with the navbar,
// would be split into a chunk of its own in the home page's first load.
const LAYOUTS: [EntryLayout, string, ReactNode][] = [
  ['list', 'editor.asList', <ViewListIcon key="list" fontSize="small" />],
  ['grid', 'editor.asGrid', <GridViewIcon key="grid" fontSize="small" />],
];

/** The server's answer to a save, shown green or red (part 1 section 8, part 2 section 8). */
export type SaveOutcome = { success: boolean; message: string };

function SwitchField({
  control,
  name,
  label,
}: {
  control: ListControl;
  name: 'checkTopList' | 'checkMovieDesc';
  label: string;
}) {
  const { field } = useController({ control, name });
  return (
    <FormControlLabel
      control={<Switch checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />}
      label={label}
    />
  );
}

function Entries({ control, kind }: { control: ListControl; kind: ListKind }) {
  const { t } = useTranslation('lists');
  const { field } = useController({ control, name: 'movieList' });
  const [layout, setLayout] = useState<EntryLayout>('list');
  const entries = field.value;
  const full = entries.length >= LIST_ITEMS_MAX;
  return (
    <Stack spacing={2}>
      <EntryPicker
        kind={kind}
        listed={entries}
        full={full}
        onAdd={(entry) => field.onChange(addEntry(entries, entry))}
      />
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography sx={{ flex: 1 }} color={full ? 'warning.main' : 'text.secondary'} data-testid="list-count">
          {t(`editor.count.${kind}`, { count: entries.length, max: LIST_ITEMS_MAX })}
        </Typography>
        <Box role="group" aria-label={t('editor.layout')} sx={{ display: 'flex', gap: 0.5 }}>
          {LAYOUTS.map(([value, label, icon]) => (
            <IconButton
              key={value}
              aria-label={t(label)}
              aria-pressed={layout === value}
              color={layout === value ? 'primary' : 'default'}
              onClick={() => setLayout(value)}
              sx={{ border: 1, borderColor: layout === value ? 'primary.main' : 'divider', borderRadius: 1 }}
            >
              {icon}
            </IconButton>
          ))}
        </Box>
      </Stack>
      {entries.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
          {t(`editor.empty.${kind}`)}
        </Typography>
      ) : (
        <EntryList entries={entries} layout={layout} onChange={field.onChange} />
      )}
    </Stack>
  );
}

/** The about field's rule said in the form, with what is used of it. */
function AboutHint({ control }: { control: ListControl }) {
  const { t } = useTranslation('lists');
  const about = useWatch({ control, name: 'movieListAbout' });
  return t('editor.aboutHint', { count: about.length, max: LIST_ABOUT_MAX });
}

/**
 * movie-list-create, serial-list-create and their update pages (part 1 section 2, part 2 sections 4 and 7):
 * the name (3-50 characters), the about text, the top-list and description switches, and the titles. Save
 * stays disabled until the name is valid and the list holds a title; the server's message shows under the
 * header, green or red.
 */
export function ListEditor({
  kind,
  heading,
  defaultValues,
  submitting,
  outcome,
  onSubmit,
}: {
  kind: ListKind;
  heading: string;
  defaultValues: ListFormValues;
  submitting: boolean;
  outcome: SaveOutcome | null;
  onSubmit(values: ListCreateBody): void;
}) {
  const { t } = useTranslation('lists');
  const form = useForm<ListFormValues, unknown, ListCreateBody>({
    mode: 'all',
    resolver: listFormResolver,
    defaultValues,
  });
  const { control, handleSubmit, formState } = form;
  const entries = useWatch({ control, name: 'movieList' });
  const saveDisabled = !formState.isValid || entries.length === 0 || submitting;

  return (
    <FormPageFrame
      heading={heading}
      headerMb={2}
      after={
        <Button type="submit" form="list-form" variant="contained" disabled={saveDisabled}>
          {submitting ? t('editor.saving') : t('editor.save')}
        </Button>
      }
    >
      {outcome && (
        <Alert severity={outcome.success ? 'success' : 'error'} role="status" sx={{ mb: 2 }}>
          {outcome.message}
        </Alert>
      )}

      <Stack id="list-form" component="form" noValidate spacing={3} onSubmit={handleSubmit(onSubmit)}>
        <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2.5 } }}>
          <Stack spacing={2}>
            <FormTextField
              control={control}
              name="movieListName"
              label={t('editor.name')}
              required
              helperText={t('editor.nameHint')}
            />
            <FormTextField
              control={control}
              name="movieListAbout"
              label={t('editor.about')}
              multiline
              minRows={3}
              helperText={<AboutHint control={control} />}
            />
            <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3 }}>
              <SwitchField control={control} name="checkTopList" label={t('editor.topList')} />
              <SwitchField control={control} name="checkMovieDesc" label={t('editor.showDescriptions')} />
            </Box>
          </Stack>
        </Paper>

        <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2.5 } }}>
          <Typography component="h2" variant="h6" sx={{ mb: 2 }}>
            {t(`editor.titles.${kind}`)}
          </Typography>
          <Entries control={control} kind={kind} />
        </Paper>

        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button type="submit" variant="contained" disabled={saveDisabled}>
            {submitting ? t('editor.saving') : t('editor.save')}
          </Button>
        </Box>
      </Stack>
    </FormPageFrame>
  );
}
