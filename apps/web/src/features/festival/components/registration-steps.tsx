import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { RegistrationGuidanceResponse } from '@mfi/contract/festival.schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ArtistPicker } from '../../../components/artist-picker';
import type { PersonRef } from '../../../components/people-editor-state';
import { nameIn, useEnglish } from '../../../lib/localized';
import { useOwnFilms } from '../api/registration-own-films';
import { submissionKeys } from '../api/submission-keys';
import { GuidanceHtml } from './registration-guidance-html';
import type { FilmRef, RegistrationSlots } from './registration-slots';
import { Prerequisites } from './submission-prerequisites';

/** Step 1: what the wizard asks for, and what to have at hand. */
export function IntroStep({ edition }: { edition: string }) {
  const { t } = useTranslation('submission');
  return (
    <Stack spacing={2}>
      <Typography>{t('wizard.intro', { edition })}</Typography>
      <Box>
        <Prerequisites />
      </Box>
    </Stack>
  );
}

/** Step 2: the edition's guidance, accepted by a tick. */
export function GuidanceStep({
  guidance,
  accepted,
  onAccept,
}: {
  guidance: RegistrationGuidanceResponse;
  accepted: boolean;
  onAccept(on: boolean): void;
}) {
  const { t } = useTranslation('submission');
  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2.5 }, maxHeight: 480, overflow: 'auto' }} tabIndex={0}>
        <GuidanceHtml guidance={guidance} />
      </Paper>
      <FormControlLabel
        control={<Checkbox checked={accepted} onChange={(_, on) => onAccept(on)} />}
        label={t('wizard.accept')}
      />
    </Stack>
  );
}

/** What was chosen or made in a step, with the way to change it. */
function Chosen({
  label,
  name,
  photo,
  onChange,
}: {
  label: string;
  name: string;
  photo?: string | null;
  onChange(): void;
}) {
  const { t } = useTranslation('submission');
  return (
    <Alert
      severity="success"
      icon={
        photo !== undefined ? (
          <Avatar src={photo ?? undefined} alt="" variant="rounded" sx={{ width: 28, height: 40 }} />
        ) : undefined
      }
      action={
        <Button color="inherit" size="small" onClick={onChange}>
          {t('wizard.change')}
        </Button>
      }
      data-testid="wizard-chosen"
    >
      {label}: <strong>{name}</strong>
    </Alert>
  );
}

/** Step 3: the film's director, an artist of the festival found by name, or a new one made here. */
export function DirectorStep({
  director,
  onChange,
  DirectorForm,
}: {
  director: PersonRef | null;
  onChange(director: PersonRef | null): void;
  DirectorForm: RegistrationSlots['DirectorForm'];
}) {
  const { t } = useTranslation('submission');
  const en = useEnglish();
  const [creating, setCreating] = useState(false);
  if (director)
    return (
      <Chosen
        label={t('wizard.director')}
        name={nameIn(director.name, director.name_en, en)}
        photo={director.photo}
        onChange={() => onChange(null)}
      />
    );
  return (
    <Stack spacing={2}>
      <Typography>{t('wizard.directorHelp')}</Typography>
      <ArtistPicker value={null} onChange={onChange} label={t('wizard.findDirector')} ns="submission" festival />
      {creating ? (
        <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2.5 } }} data-testid="director-create">
          <Typography variant="h6" component="h3" sx={{ mb: 2 }}>
            {t('wizard.newDirector')}
          </Typography>
          <DirectorForm
            onCreated={(created) => {
              setCreating(false);
              onChange(created);
            }}
          />
        </Paper>
      ) : (
        <Box>
          <Button startIcon={<AddIcon />} variant="outlined" onClick={() => setCreating(true)}>
            {t('wizard.createDirector')}
          </Button>
        </Box>
      )}
    </Stack>
  );
}

/**
 * Step 4: a film the entrant added before (an unpublished one of their own, so a second try registers it
 * again rather than adding it twice), or one made here with its festival flag on and the director in its crew.
 */
export function FilmStep({
  film,
  director,
  onChange,
  FilmForm,
}: {
  film: FilmRef | null;
  director: PersonRef | null;
  onChange(film: FilmRef | null): void;
  FilmForm: RegistrationSlots['FilmForm'];
}) {
  const { t } = useTranslation('submission');
  const english = useEnglish();
  const queryClient = useQueryClient();
  const own = useOwnFilms();
  const [creating, setCreating] = useState(false);
  if (film) return <Chosen label={t('wizard.film')} name={film.name} onChange={() => onChange(null)} />;
  const films = own.data?.films ?? [];
  const form = (
    <FilmForm
      director={director}
      onCreated={(created) => {
        void queryClient.invalidateQueries({ queryKey: submissionKeys.allOwnFilms });
        onChange(created);
      }}
    />
  );
  if (films.length === 0) {
    return (
      <Stack spacing={2}>
        <Typography>{t('wizard.filmHelp')}</Typography>
        {own.isPending && own.fetchStatus !== 'idle' ? null : form}
      </Stack>
    );
  }
  return (
    <Stack spacing={2}>
      <Typography>{t('wizard.ownFilmsHelp')}</Typography>
      <List aria-label={t('wizard.ownFilms')} data-testid="own-films" disablePadding>
        {films.map((pick) => {
          const name = nameIn(pick.m_title, pick.i_title, english);
          return (
            <ListItem
              key={pick.id}
              divider
              secondaryAction={
                <Button size="small" variant="outlined" onClick={() => onChange({ id: pick.id, name })}>
                  {t('wizard.pickFilm')}
                </Button>
              }
              sx={{ pr: 12 }}
            >
              <ListItemAvatar sx={{ minWidth: 44 }}>
                <Avatar src={pick.poster ?? undefined} alt="" variant="rounded" sx={{ width: 28, height: 40 }} />
              </ListItemAvatar>
              <ListItemText primary={name} secondary={pick.year} />
            </ListItem>
          );
        })}
      </List>
      {creating ? (
        <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2.5 } }} data-testid="film-create">
          <Typography variant="h6" component="h3" sx={{ mb: 2 }}>
            {t('wizard.newFilm')}
          </Typography>
          {form}
        </Paper>
      ) : (
        <Box>
          <Button startIcon={<AddIcon />} variant="outlined" onClick={() => setCreating(true)}>
            {t('wizard.createFilm')}
          </Button>
        </Box>
      )}
    </Stack>
  );
}
