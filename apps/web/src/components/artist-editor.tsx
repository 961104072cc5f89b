import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { JOBS } from '@mfi/contract/catalogue.enums';
import { PeopleEditor } from './people-editor';
import type { PersonRef } from './people-editor-state';

export type ArtistEntry = { person: PersonRef; jobs: number[] };

export function jobLabel(value: number, en: boolean): string {
  const job = JOBS.find((j) => j.value === value);
  return job ? (en ? job.en : job.mn) : String(value);
}

/** Crew: an artist and one or more jobs 1..jobMax (16 for movies, 17 for serials, adding initiator). */
export function ArtistEditor({
  value,
  onChange,
  jobMax,
  ns,
}: {
  value: ArtistEntry[];
  onChange(v: ArtistEntry[]): void;
  jobMax: number;
  /** Texts come from the caller's feature namespace (`ns`), which holds the same keys. (form.artists, form.jobs and the people editor's) */
  ns: string;
}) {
  const { t, i18n } = useTranslation(ns);
  const en = i18n.language === 'en';
  return (
    <PeopleEditor<ArtistEntry, number[]>
      ns={ns}
      testId="artist-editor"
      title={t('form.artists')}
      entries={value}
      onChange={onChange}
      emptyDraft={[]}
      draftOf={(e) => e.jobs}
      entryOf={(person, jobs) => (jobs.length ? { person, jobs } : null)}
      describe={(e) => e.jobs.map((j) => jobLabel(j, en)).join(', ')}
      renderFields={(jobs, setJobs) => (
        <Autocomplete
          multiple
          options={JOBS.filter((j) => j.value <= jobMax).map((j) => j.value)}
          value={jobs}
          onChange={(_, next) => setJobs(next)}
          getOptionLabel={(v) => jobLabel(v, en)}
          disableCloseOnSelect
          renderInput={(params) => <TextField {...params} label={t('form.jobs')} />}
          sx={{ flex: 2, minWidth: 0 }}
        />
      )}
    />
  );
}
