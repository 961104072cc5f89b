import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { showSnack } from '../../lib/snackbar';
import { PageTitle } from '../page-title';

// The frame every catalogue create and update page shares (movie, serial, season, episode, their images).

/** A create or update page: its title, a back link to the detail page on update, then the form. */
export function FormPage({
  title,
  heading = title,
  back,
  children,
}: {
  title: string;
  heading?: ReactNode;
  back?: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <Box sx={{ maxWidth: 960, mx: 'auto', px: { xs: 1.5, sm: 3 }, py: 3 }}>
      <PageTitle title={title} />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 3, flexWrap: 'wrap' }} useFlexGap>
        {back && (
          <Button component={RouterLink} to={back.to} startIcon={<ArrowBackIcon />}>
            {back.label}
          </Button>
        )}
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.5rem', sm: '2rem' } }}>
          {heading}
        </Typography>
      </Stack>
      {children}
    </Box>
  );
}

/** A save's answer: the success snack, then `next` (usually where to go); a failure's generic snack. */
export function afterSave<A>(t: TFunction, message: string, next: (answer: A) => void) {
  return {
    onSuccess: (answer: A) => {
      showSnack(message, 'success');
      next(answer);
    },
    onError: () => showSnack(t('errors:generic'), 'error'),
  };
}

/**
 * A form's `submitting` and `onSubmit` for a save call: the form's values become the call's multipart body,
 * then afterSave's snacks and `next`.
 */
export function saving<V, A>(
  t: TFunction,
  call: { isPending: boolean; mutate(body: FormData, options: ReturnType<typeof afterSave<A>>): void },
  body: (values: V) => FormData,
  message: string,
  next: (answer: A) => void,
) {
  return {
    submitting: call.isPending,
    onSubmit: (values: V) => call.mutate(body(values), afterSave(t, message, next)),
  };
}

/** A title's whole crew and cast at once, for the update form's editors (asked once the detail is there). */
export function useFormPeople<A, R>(
  queryKey: readonly unknown[],
  enabled: boolean,
  load: { artists(): Promise<A[]>; roles(): Promise<R[]> },
) {
  return useQuery({
    queryKey,
    queryFn: async () => ({ artists: await load.artists(), roles: await load.roles() }),
    enabled,
    staleTime: 0,
    gcTime: 0,
  });
}
