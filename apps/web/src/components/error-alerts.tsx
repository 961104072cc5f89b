import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { translateError } from '../lib/error-texts';

/** A form's errors that belong to no field, one alert each above the form (part 1 section 8). */
export function ErrorAlerts({ texts }: { texts: string[] }) {
  const { t } = useTranslation();
  return texts.map((text) => (
    <Alert key={text} severity="error">
      {translateError(t, text)}
    </Alert>
  ));
}
