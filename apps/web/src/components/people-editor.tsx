import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/Edit';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ArtistPicker } from './artist-picker';
import {
  addEntry,
  canEdit,
  moveEntry,
  removeEntry,
  startEdit,
  type EditorState,
  type PersonEntry,
  type PersonRef,
} from './people-editor-state';
import { SortableList } from './sortable-list';
import { langOf, nameIn, useEnglish } from '../lib/localized';

/**
 * The shared body of the artist and role editors: pick a person, fill the entry's own fields (jobs or a
 * character), add; entries can be edited (add/edit toggle), removed and dragged into order.
 */
export function PeopleEditor<E extends PersonEntry, D>({
  title,
  entries,
  onChange,
  emptyDraft,
  draftOf,
  entryOf,
  describe,
  renderFields,
  testId,
  ns,
}: {
  title: string;
  entries: E[];
  onChange(entries: E[]): void;
  emptyDraft: D;
  draftOf(entry: E): D;
  /** The entry, or null while the draft is incomplete. */
  entryOf(person: PersonRef, draft: D): E | null;
  describe(entry: E): string;
  renderFields(draft: D, setDraft: (d: D) => void): ReactNode;
  testId: string;
  /** Texts come from the caller's feature namespace (`ns`), which holds the same keys. (form.artist, duplicatePerson, addEntry, editEntry, editPerson, removePerson, drag) */
  ns: string;
}) {
  const { t } = useTranslation(ns);
  const en = useEnglish();
  const nameOf = (person: PersonRef) => nameIn(person.name, person.name_en, en);
  const [editing, setEditing] = useState<EditorState<E>['editing']>(null);
  const [person, setPerson] = useState<PersonRef | null>(null);
  const [draft, setDraft] = useState<D>(emptyDraft);
  const [duplicate, setDuplicate] = useState(false);
  const state: EditorState<E> = { entries, editing };
  const ready = person ? entryOf(person, draft) : null;

  const apply = (next: EditorState<E>) => {
    setEditing(next.editing);
    onChange(next.entries);
  };
  const add = () => {
    if (!ready) return;
    const result = addEntry(state, ready);
    if (!result.ok) return setDuplicate(true);
    apply(result.state);
    setPerson(null);
    setDraft(emptyDraft);
  };
  const edit = (index: number) => {
    const next = startEdit(state, index);
    if (!next.editing) return;
    apply(next);
    setPerson(next.editing.entry.person);
    setDraft(draftOf(next.editing.entry));
    setDuplicate(false);
  };

  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid={testId}>
      <Typography variant="subtitle1" component="h2" sx={{ mb: 1.5, fontWeight: 600 }}>
        {title}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ alignItems: { md: 'flex-start' } }}>
        <ArtistPicker
          ns={ns}
          label={t('form.artist')}
          value={person}
          onChange={(p) => {
            setPerson(p);
            setDuplicate(false);
          }}
          error={duplicate ? t('form.duplicatePerson') : undefined}
        />
        {renderFields(draft, setDraft)}
        <Button
          variant="contained"
          color={editing ? 'warning' : 'primary'}
          startIcon={editing ? <EditIcon /> : <AddIcon />}
          disabled={!ready}
          onClick={add}
          sx={{ flex: '0 0 auto', minHeight: 40 }}
        >
          {editing ? t('form.editEntry') : t('form.addEntry')}
        </Button>
      </Stack>
      {entries.length > 0 && (
        <Box sx={{ mt: 2 }}>
          <SortableList
            ns={ns}
            items={entries}
            keyOf={(e) => String(e.person.id)}
            onMove={(from, to) => apply(moveEntry(state, from, to))}
            renderItem={(entry, index, handle) => (
              <Stack
                direction="row"
                spacing={1}
                sx={{
                  alignItems: 'center',
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: 1,
                  p: 0.5,
                  bgcolor: 'background.paper',
                }}
              >
                {handle}
                <Avatar src={entry.person.photo ?? undefined} alt="" variant="rounded" sx={{ width: 32, height: 44 }} />
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }} lang={langOf(nameOf(entry.person))}>
                    {nameOf(entry.person)}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    {describe(entry)}
                  </Typography>
                </Box>
                {canEdit(state) && (
                  <IconButton
                    size="small"
                    onClick={() => edit(index)}
                    aria-label={t('form.editPerson', { name: nameOf(entry.person) })}
                    lang={langOf(nameOf(entry.person))}
                  >
                    <EditIcon fontSize="small" />
                  </IconButton>
                )}
                <IconButton
                  size="small"
                  onClick={() => apply(removeEntry(state, index))}
                  aria-label={t('form.removePerson', { name: nameOf(entry.person) })}
                  lang={langOf(nameOf(entry.person))}
                >
                  <DeleteIcon fontSize="small" />
                </IconButton>
              </Stack>
            )}
          />
        </Box>
      )}
    </Paper>
  );
}
