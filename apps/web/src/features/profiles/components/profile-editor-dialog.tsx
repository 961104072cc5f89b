import Autocomplete from '@mui/material/Autocomplete';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { BIO_MAX, BIRTHDAY_MIN, CROPS } from '@mfi/contract/limits';
import { birthdayMax, emailChanges, type UserObject } from '@mfi/contract/profiles.schemas';
import { ErrorAlerts } from '../../../components/error-alerts';
import { FormTextField } from '../../../components/form-text-field';
import { ImageCropField } from '../../../components/image-crop-field';
import { translateError } from '../../../lib/error-texts';
import { useSubmitErrors } from '../../../lib/form';
import { useProductionCountries } from '../../../lib/reference';
import { showSnack } from '../../../lib/snackbar';
import {
  profileFormValues,
  profileResolver,
  SOCIAL_FIELDS,
  type ProfileFormValues,
  type ProfilePayload,
} from './profile-form-values';
import { withMessageKeys } from './server-message';

const SERVER_FIELDS = {
  lastname: 'lastname',
  firstname: 'firstname',
  email: 'email',
  birthday: 'birthday',
  birthdayhide: 'birthdayhide',
  country: 'country',
  bio: 'bio',
  facebook: 'facebook',
  instagram: 'instagram',
  twitter: 'twitter',
  youtube: 'youtube',
  youtubename: 'youtubename',
  youtubebanner: 'youtubebanner',
  password: 'password',
  'user-photo': 'photo',
  'user-background': 'background',
} as const;

/**
 * The editor of one's own profile (part 1 sections 2, 5 and 8): photo crop 240x240, background crop
 * 1280x720 (JPEG only), names, e-mail (a new one asks for the current password), birthday (1900-01-01 to today) and its hide switch, country, bio (at
 * most 1,500, counted), the social fields. The contract's schema checks each field with the spec's texts; the
 * server's field errors show under their fields, and the spec's snackbars tell saved or failed.
 */
export function ProfileEditorDialog({
  user,
  open,
  onClose,
  onSave,
}: {
  user: UserObject;
  open: boolean;
  onClose(): void;
  onSave(payload: ProfilePayload): Promise<unknown>;
}) {
  const { t } = useTranslation('profiles');
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Dialog
      open={open}
      onClose={(_, reason) => reason !== 'backdropClick' && onClose()}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="md"
      aria-labelledby="profile-editor-title"
    >
      <DialogTitle id="profile-editor-title">{t('editor.title')}</DialogTitle>
      {/* Mounted while open: every opening starts from the saved profile. */}
      {open && <ProfileEditorForm user={user} onClose={onClose} onSave={onSave} />}
    </Dialog>
  );
}

export function ProfileEditorForm({
  user,
  onClose,
  onSave,
}: {
  user: UserObject;
  onClose(): void;
  onSave(payload: ProfilePayload): Promise<unknown>;
}) {
  const { t } = useTranslation('profiles');
  const countries = useProductionCountries();
  const form = useForm<ProfileFormValues, unknown, ProfilePayload>({
    mode: 'onChange',
    resolver: profileResolver(user.email),
    defaultValues: profileFormValues(user),
  });
  const { control, handleSubmit, setError, formState } = form;
  const errors = useSubmitErrors(setError, SERVER_FIELDS);
  const bio = useWatch({ control, name: 'bio' });
  // A new e-mail asks for the current password (decision 002: the server refuses it without).
  const asksPassword = emailChanges(user.email, useWatch({ control, name: 'email' }));

  const onSubmit = handleSubmit(async (payload) => {
    errors.set([]);
    try {
      await onSave(payload);
      showSnack(t('errors:profileSaved'));
      onClose();
    } catch (error) {
      errors.fail(withMessageKeys(error));
      showSnack(t('errors:generic'), 'error');
    }
  });

  const cropError = (message: string | undefined) => (message ? translateError(t, message) : undefined);

  return (
    <>
      <DialogContent dividers>
        <Stack component="form" id="profile-editor-form" noValidate spacing={3} onSubmit={onSubmit}>
          <ErrorAlerts texts={errors.texts} />
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 2fr' }, gap: 3 }}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
              <Controller
                control={control}
                name="photo"
                render={({ field, fieldState }) => (
                  <ImageCropField
                    label={t('editor.photo')}
                    crop={CROPS.square}
                    value={field.value}
                    onChange={field.onChange}
                    error={cropError(fieldState.error?.message)}
                  />
                )}
              />
              {user.image && (
                <Box sx={{ textAlign: { sm: 'center' } }}>
                  <Typography variant="caption" color="text.secondary" component="div" sx={{ mb: 1 }}>
                    {t('editor.current')}
                  </Typography>
                  <Avatar src={user.image} alt={t('editor.currentPhoto')} sx={{ width: 72, height: 72 }} />
                </Box>
              )}
            </Stack>
            <Controller
              control={control}
              name="background"
              render={({ field, fieldState }) => (
                <ImageCropField
                  label={t('editor.background')}
                  crop={CROPS.scene}
                  value={field.value}
                  onChange={field.onChange}
                  error={cropError(fieldState.error?.message)}
                />
              )}
            />
          </Box>

          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
            <FormTextField control={control} name="lastname" label={t('editor.lastname')} autoComplete="family-name" />
            <FormTextField control={control} name="firstname" label={t('editor.firstname')} autoComplete="given-name" />
            <FormTextField
              control={control}
              name="email"
              type="email"
              label={t('editor.email')}
              autoComplete="email"
              required
            />
            {asksPassword && (
              <FormTextField
                control={control}
                name="password"
                type="password"
                label={t('editor.password')}
                autoComplete="current-password"
                helperText={t('editor.passwordHint')}
                required
              />
            )}
            <Controller
              control={control}
              name="country"
              render={({ field, fieldState }) => (
                <Autocomplete
                  options={countries.options}
                  loading={countries.isPending}
                  value={countries.options.find((c) => c.id === field.value) ?? null}
                  onChange={(_, option) => field.onChange(option?.id ?? null)}
                  isOptionEqualToValue={(a, b) => a.id === b.id}
                  getOptionLabel={(option) => option.label}
                  renderInput={(params) => (
                    <TextField
                      {...params}
                      label={t('editor.country')}
                      error={fieldState.invalid}
                      helperText={fieldState.error ? translateError(t, fieldState.error.message) : undefined}
                      inputRef={field.ref}
                      onBlur={field.onBlur}
                    />
                  )}
                />
              )}
            />
            <FormTextField
              control={control}
              name="birthday"
              type="date"
              label={t('editor.birthday')}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: BIRTHDAY_MIN, max: birthdayMax() } }}
            />
            <Controller
              control={control}
              name="birthdayhide"
              render={({ field }) => (
                <FormControlLabel
                  label={t('editor.birthdayHide')}
                  control={
                    <Switch
                      checked={field.value}
                      onChange={(event) => field.onChange(event.target.checked)}
                      slotProps={{ input: { ref: field.ref } }}
                    />
                  }
                />
              )}
            />
          </Box>

          <FormTextField
            control={control}
            name="bio"
            label={t('editor.bio')}
            multiline
            minRows={4}
            maxRows={12}
            helperText={t('editor.bioCounter', { count: bio?.length ?? 0, max: BIO_MAX })}
          />

          <Box>
            <Typography variant="subtitle2" component="h3" sx={{ mb: 1.5 }}>
              {t('editor.social')}
            </Typography>
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
              {SOCIAL_FIELDS.map((name) => (
                <FormTextField
                  key={name}
                  control={control}
                  name={name}
                  label={t(`editor.${name}`)}
                  helperText={t(`editor.hint.${name}`)}
                />
              ))}
            </Box>
          </Box>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onClose} disabled={formState.isSubmitting}>
          {t('cancel')}
        </Button>
        <Button
          type="submit"
          form="profile-editor-form"
          variant="contained"
          disabled={!formState.isValid || formState.isSubmitting}
        >
          {t('editor.save')}
        </Button>
      </DialogActions>
    </>
  );
}
