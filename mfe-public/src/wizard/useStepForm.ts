import { useMemo, useState } from 'react';
import { useForm, useWatch, type DefaultValues, type FieldValues, type Path, type PathValue } from 'react-hook-form';
import { draftStart, useDraftSaving, type DraftStore } from '@chefs/ui';

/** A message per field: what the contracts' rules (or the server) say is wrong. */
export type FieldMessages = Readonly<Record<string, string | undefined>>;

export interface StepFormOptions<V extends FieldValues> {
  defaultValues: V;
  /** The messages of one step's broken rules (the contracts' rules, the same the server applies). */
  stepErrors: (values: V, step: number) => FieldMessages;
  /** Where the values and the step are kept while the wizard is in progress: it resumes from there. */
  draft?: DraftStore<V>;
}

/**
 * A multi-step form on react-hook-form: the values (kept while steps come and go, so Back and
 * Next lose nothing, and with the step in `draft`, so a reload loses nothing either), the
 * messages shown, the touched fields and the current step. The rules are checked synchronously
 * from the contracts' rule tables, so a message shows in the same render as the change that
 * caused it.
 */
export function useStepForm<V extends FieldValues>({ defaultValues, stepErrors, draft }: StepFormOptions<V>) {
  const [start] = useState(() => draftStart(draft, defaultValues));
  const form = useForm<V>({ defaultValues: start.values as DefaultValues<V> });
  const values = useWatch({ control: form.control }) as V;
  const [step, setStep] = useState(start.step);
  useDraftSaving(draft, defaultValues, { step, values });
  // Whether the applicant has moved between steps (the step heading then takes focus).
  const [moved, setMoved] = useState(false);
  const errors = useMemo(() => stepErrors(values, step), [stepErrors, values, step]);
  const { errors: shownErrors, touchedFields } = form.formState;

  /** The message shown on a field now, if any. */
  const shown = (field: string): string | undefined =>
    (shownErrors as Record<string, { message?: string } | undefined>)[field]?.message;

  const fieldsOf = (patch: Partial<V>) => Object.keys(patch) as Path<V>[];

  return {
    form,
    values,
    step,
    moved,
    /** The current step's broken rules, whether shown or not. */
    errors,
    stepValid: Object.keys(errors).length === 0,
    shown,
    hasShownErrors: Object.keys(shownErrors).length > 0,
    isTouched: (field: string) => (touchedFields as Record<string, unknown>)[field] === true,
    /** The fields' new values (and the new values of the form). */
    change(patch: Partial<V>): V {
      for (const field of fieldsOf(patch)) form.setValue(field, patch[field] as PathValue<V, Path<V>>);
      return form.getValues();
    },
    /** Marks a field as visited. */
    touch(field: Path<V>) {
      form.setValue(field, form.getValues(field), { shouldTouch: true });
    },
    /** Shows exactly these messages (and no others). */
    showErrors(messages: FieldMessages) {
      form.clearErrors();
      for (const [field, message] of Object.entries(messages))
        if (message) form.setError(field as Path<V>, { type: 'rule', message });
    },
    /** Drops the messages of these fields (all of them without an argument). */
    clearErrors(fields?: Path<V>[]) {
      form.clearErrors(fields);
    },
    goTo(target: number) {
      setStep(target);
      setMoved(true);
    },
    /** Changes the step without moving focus to its heading. */
    setStep,
  };
}
