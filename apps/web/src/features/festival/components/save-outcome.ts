import { type DefaultValues, type FieldValues, type Path, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { afterSave } from '../../../components/catalogue/form-page';
import { schemaResolver, useSubmitErrors } from '../../../lib/form';

type SavedMessage = 'festivalCreated' | 'festivalUpdated' | 'annualCreated' | 'annualUpdated';

/**
 * A festival or edition save's mutate options: the contract's success text, then the page `to` names; a
 * refused save puts the server's field errors on the form (`fail`) beside the generic error snack.
 */
export function useSaveOutcome<A>(success: SavedMessage, to: (answer: A) => string) {
  const { t } = useTranslation('festival');
  const navigate = useNavigate();
  return (fail: (error: unknown) => void) => {
    const after = afterSave<A>(t, t(`errors:${success}`), (answer) => void navigate(to(answer)));
    return {
      ...after,
      onError: (error: unknown) => {
        fail(error);
        after.onError();
      },
    };
  };
}

/** The props of the festival's and the edition's form: create or update, the image kept, the values, the save. */
export type SaveFormProps<V, O = V> = {
  create: boolean;
  /** The image the festival or edition has now (update). */
  current?: string;
  defaults: V;
  submitting: boolean;
  submitLabel: string;
  /** Saves the form's output; `fail` puts a refused save's errors on the form. */
  onSubmit(values: O, fail: (error: unknown) => void): void;
};

/**
 * The state of such a form: its fields on `schema` from the defaults, the server's field errors on the
 * fields `errorFields` names, and the submit, which saves `output(values)`.
 */
export function useSaveForm<V extends FieldValues, O>(
  { defaults, onSubmit }: Pick<SaveFormProps<V, O>, 'defaults' | 'onSubmit'>,
  schema: z.ZodType,
  errorFields: Partial<Record<string, Path<V>>>,
  output: (values: O) => O = (values) => values,
) {
  const { control, handleSubmit, setError } = useForm<V, unknown, O>({
    resolver: schemaResolver<V, O>(schema),
    defaultValues: defaults as DefaultValues<V>,
    mode: 'onTouched',
  });
  const errors = useSubmitErrors(setError, errorFields);
  const submit = handleSubmit((values) => {
    errors.set([]);
    onSubmit(output(values), errors.fail);
  });
  return { control, errors, submit };
}
