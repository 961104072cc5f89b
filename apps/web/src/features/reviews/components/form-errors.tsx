import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { FieldErrors, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isMessageKey } from '@mfi/contract/messages';

/** A message that is a contract key (the form's rules) in the reader's language; the server's texts as sent. */
export function useMessageText() {
  const { t } = useTranslation();
  return (message: string) => (isMessageKey(message) ? t(`errors:${message}`) : message);
}

/** The form's field errors as one list, in field order (part 2 section 8: "listed from an errors array"). */
export function errorList<T extends FieldValues>(errors: FieldErrors<T>, extra: string[] = []): string[] {
  const list = Object.values(errors)
    .map((error) => (error && typeof error.message === 'string' ? error.message : null))
    .filter((message): message is string => Boolean(message));
  return [...list, ...extra];
}

/** The errors array above a review form's buttons. */
export function FormErrors({ messages, title }: { messages: string[]; title: string }) {
  const text = useMessageText();
  if (messages.length === 0) return null;
  return (
    <Alert severity="error" role="alert" sx={{ mt: 2 }}>
      {title}
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {messages.map((message) => (
          <li key={message}>{text(message)}</li>
        ))}
      </Box>
    </Alert>
  );
}
