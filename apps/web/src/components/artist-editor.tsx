import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { JOBS, MOVIE_JOB_MAX } from '@mfi/contract/catalogue.enums';
import { PeopleEditor } from './people-editor';
import type { PersonRef } from './people-editor-state';

export type ArtistEntry = { person: PersonRef; jobs: number[] };
const MOVIE_JOBS = JOBS.filter((j) => j.value <= MOVIE_JOB_MAX);

export function jobLabel(value: number, en: boolean): string {
  const job = JOBS.find((j) => j.value === value);
  return job ? (en ? job.en : job.mn) : String(value);
}

/** Crew: an artist and one or more of the 16 movie jobs. */
export function ArtistEditor({ value, onChange }: { value: ArtistEntry[]; onChange(v: ArtistEntry[]): void }) {
  const { t, i18n } = useTranslation('movies');
  const en = i18n.language === 'en';
  return (
    <PeopleEditor<ArtistEntry, number[]>
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
          options={MOVIE_JOBS.map((j) => j.value)}
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
