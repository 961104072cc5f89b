import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateServerText } from '../../../lib/error-texts';
import { showSnack } from '../../../lib/snackbar';
import { useSaveEntrantFlag } from '../api/registration-entrant-flag';
import { serverMessage } from './registration-failure';

/** The admin grants or takes back a member's entrant (`ustga`) flag by the member's slug. */
export function EntrantFlagForm() {
  const { t } = useTranslation('submission');
  const [user, setUser] = useState('');
  const [ustga, setUstga] = useState(true);
  const [error, setError] = useState('');
  const save = useSaveEntrantFlag();
  const slug = user.trim();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2.5 } }} component="section" aria-labelledby="entrant-flag-title">
      <Typography id="entrant-flag-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('entrant.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('entrant.help')}
      </Typography>
      <Stack
        component="form"
        noValidate
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'flex-start' } }}
        onSubmit={(event) => {
          event.preventDefault();
          setError('');
          save.mutate(
            { user: slug, ustga },
            {
              onSuccess: (answer) => showSnack(translateServerText(t, answer.message), 'success'),
              onError: (failure) => setError(translateServerText(t, serverMessage(failure)) || t('errors:generic')),
            },
          );
        }}
      >
        <TextField
          label={t('entrant.user')}
          value={user}
          onChange={(event) => setUser(event.target.value)}
          error={Boolean(error)}
          helperText={error || ' '}
          size="small"
          sx={{ flex: 1 }}
        />
        <FormControlLabel
          control={<Switch checked={ustga} onChange={(_, on) => setUstga(on)} />}
          label={t('entrant.flag')}
        />
        <Button type="submit" variant="contained" disabled={!slug || save.isPending}>
          {t('entrant.save')}
        </Button>
      </Stack>
    </Paper>
  );
}
