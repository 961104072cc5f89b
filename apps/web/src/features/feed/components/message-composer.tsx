import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { SHORT_MESSAGE_MAX } from '@mfi/contract/limits';
import { addShortMessageBody } from '@mfi/contract/short-messages.schemas';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { translateError } from '../../../lib/error-texts';
import { showSnack } from '../../../lib/snackbar';
import { serverErrorText } from './server-error';

/** The contract's rule for a message's or comment's text: the key of what is wrong, or null. */
export function textProblem(text: string): string | null {
  const result = addShortMessageBody.shape.body.safeParse(text);
  return result.success ? null : (result.error.issues[0]?.message ?? 'invalidValue');
}

/**
 * A text box for a message or a comment (part 1 section 2: only non-empty; issue 15: at most 1,000
 * characters) with its counter. The button stays off until the text is right; a blank text says the spec's
 * "required" once something was typed, an overlong one its limit at once, and a refused post (the rate limit,
 * a block) the server's words under the box. The text stays until the post succeeds.
 */
export function TextComposer({
  label,
  placeholder,
  submitLabel,
  onSubmit,
  minRows = 3,
  testId,
}: {
  label: string;
  placeholder?: string;
  submitLabel: string;
  /** Sends the text; resolves once stored, rejects with the server's answer. */
  onSubmit(text: string): Promise<unknown>;
  minRows?: number;
  testId: string;
}) {
  const { t } = useTranslation('feed');
  const counterId = useId();
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const problem = textProblem(text);
  const shownProblem = problem === 'required' && !touched ? null : problem;
  const error = serverError ?? (shownProblem && translateError(t, shownProblem));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (problem || busy) return;
    setBusy(true);
    setServerError(null);
    try {
      await onSubmit(text);
      setText('');
      setTouched(false);
    } catch (failure) {
      setServerError(serverErrorText(t, failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box component="form" onSubmit={(event) => void submit(event)} noValidate data-testid={testId}>
      <TextField
        label={label}
        placeholder={placeholder}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setTouched(true);
          setServerError(null);
        }}
        multiline
        minRows={minRows}
        fullWidth
        error={Boolean(error)}
        slotProps={{ htmlInput: { 'aria-describedby': counterId } }}
      />
      <Box
        sx={{
          display: 'flex',
          alignItems: 'flex-start',
          gap: 1,
          mt: 0.75,
          flexWrap: 'wrap',
          justifyContent: 'flex-end',
        }}
      >
        <Box
          role={error ? 'alert' : undefined}
          sx={{ flex: '1 1 12rem', color: 'error.main', typography: 'body2', minHeight: '1.43em' }}
        >
          {error}
        </Box>
        <Box
          id={counterId}
          sx={{ typography: 'body2', color: text.length > SHORT_MESSAGE_MAX ? 'error.main' : 'text.secondary' }}
        >
          {t('composer.counter', { count: text.length, max: SHORT_MESSAGE_MAX })}
        </Box>
        <Button type="submit" variant="contained" disabled={Boolean(problem) || busy}>
          {submitLabel}
        </Button>
      </Box>
    </Box>
  );
}

/** The message box on one's own feed. */
export function MessageComposer({ onPost }: { onPost(body: string): Promise<unknown> }) {
  const { t } = useTranslation('feed');
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, mb: 3 }}>
      <TextComposer
        label={t('composer.label')}
        placeholder={t('composer.placeholder')}
        submitLabel={t('composer.post')}
        testId="message-composer"
        onSubmit={async (body) => {
          await onPost(body);
          showSnack(t('composer.posted'));
        }}
      />
    </Paper>
  );
}
