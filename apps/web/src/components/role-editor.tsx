import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { TITLE_MAX } from '@mfi/contract/limits';
import { PeopleEditor } from './people-editor';
import type { PersonRef } from './people-editor-state';

export type RoleEntry = { person: PersonRef; role: string };

/** Cast: an artist and the character they play. */
export function RoleEditor({
  value,
  onChange,
  ns,
}: {
  value: RoleEntry[];
  onChange(v: RoleEntry[]): void;
  /** Texts come from the caller's feature namespace (`ns`), which holds the same keys. (form.roles, form.character and the people editor's) */
  ns: string;
}) {
  const { t } = useTranslation(ns);
  return (
    <PeopleEditor<RoleEntry, string>
      ns={ns}
      testId="role-editor"
      title={t('form.roles')}
      entries={value}
      onChange={onChange}
      emptyDraft=""
      draftOf={(e) => e.role}
      entryOf={(person, role) => (role.trim() ? { person, role: role.trim() } : null)}
      describe={(e) => e.role}
      renderFields={(role, setRole) => (
        <TextField
          label={t('form.character')}
          value={role}
          onChange={(e) => setRole(e.target.value)}
          slotProps={{ htmlInput: { maxLength: TITLE_MAX } }}
          sx={{ flex: 2, minWidth: 0 }}
        />
      )}
    />
  );
}
