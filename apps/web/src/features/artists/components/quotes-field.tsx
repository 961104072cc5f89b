import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { useState } from 'react';
import { useFieldArray, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { QUOTE_MAX } from '@mfi/contract/artists.schemas';
import type { ArtistFormValues } from './artist-form';

/** Quotes list: a quote that is empty or only spaces is not added (part 2 section 5). */
export function QuotesField({ control }: { control: Control<ArtistFormValues, unknown, unknown> }) {
  const { t } = useTranslation('artists');
  const { fields, append, remove } = useFieldArray({ control, name: 'quotes' });
  const [draft, setDraft] = useState('');

  function add() {
    const quote = draft.trim();
    if (!quote) return;
    append({ quote });
    setDraft('');
  }

  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2">{t('form.quotes')}</Typography>
      {fields.length > 0 && (
        <List dense disablePadding>
          {fields.map((field, index) => (
            <ListItem
              key={field.id}
              divider
              secondaryAction={
                <IconButton edge="end" aria-label={t('form.removeQuote')} onClick={() => remove(index)}>
                  <DeleteIcon />
                </IconButton>
              }
            >
              <ListItemText primary={`«${field.quote}»`} />
            </ListItem>
          ))}
        </List>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <TextField
          fullWidth
          size="small"
          label={t('form.quote')}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
          slotProps={{ htmlInput: { maxLength: QUOTE_MAX } }}
        />
        <Button variant="outlined" onClick={add} disabled={!draft.trim()}>
          {t('form.addQuote')}
        </Button>
      </Stack>
    </Stack>
  );
}
