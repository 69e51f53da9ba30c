import { CHEF_APPLICATION_STEPS, type AuthUser, type ChefApplicationField } from '@chefs/contracts';
import { useState } from 'react';
import { useStepForm } from '../wizard/useStepForm';
import {
  applicationStepErrors,
  applicationStepOf,
  initialApplicationValues,
  SERVER_FIELD_ALIASES,
  type ApplicationErrors,
  type ApplicationValues,
} from './application-form';
import { APPLICATION_DRAFT } from './application-draft';

/**
 * The application wizard's state, on react-hook-form: values and step (kept as a draft in
 * sessionStorage), the current step's messages (shown once a field has been visited), and the
 * server's messages (each shown until the applicant changes its field).
 */
export function useApplicationWizard(user: AuthUser | null) {
  const [defaultValues] = useState(() => initialApplicationValues(user));
  const wizard = useStepForm<ApplicationValues>({
    defaultValues,
    stepErrors: applicationStepErrors,
    draft: APPLICATION_DRAFT,
  });
  const { step, values, errors } = wizard;

  // The form's shown messages are the server's; the rules' show once the field was visited.
  const errorOf = (field: ChefApplicationField): string | undefined =>
    wizard.shown(field) ?? (wizard.isTouched(field) ? errors[field] : undefined);

  /**
   * Once the applicant has been at work on this step, the rules still broken on fields not yet
   * visited (a service never ticked): said beside Next, which they keep disabled.
   */
  const stepFields = CHEF_APPLICATION_STEPS[step] ?? [];
  const remaining = stepFields.some((field) => wizard.isTouched(field))
    ? stepFields.flatMap((field) => (errors[field] && !errorOf(field) ? [errors[field]] : []))
    : [];

  const onChange = (patch: Partial<ApplicationValues>) => {
    wizard.change(patch);
    // A server message stands until the applicant changes that field.
    if (wizard.hasShownErrors) wizard.clearErrors(Object.keys(patch) as (keyof ApplicationValues)[]);
  };

  /** A 400's field messages: shown on their fields, starting at the first step that has one. */
  const showServerErrors = (fieldErrors: readonly { field: string; message: string }[]) => {
    const mapped: ApplicationErrors = {};
    for (const { field, message } of fieldErrors) {
      const owner = SERVER_FIELD_ALIASES[field] ?? field;
      mapped[owner] ??= message;
    }
    wizard.showErrors(mapped);
    const steps = Object.keys(mapped)
      .map(applicationStepOf)
      .filter((s) => s >= 0);
    if (steps.length > 0) wizard.goTo(Math.min(...steps));
  };

  return {
    step,
    values,
    stepValid: wizard.stepValid,
    errorOf,
    remaining,
    onChange,
    onTouch: (field: ChefApplicationField) => wizard.touch(field),
    goTo: wizard.goTo,
    moved: wizard.moved,
    showServerErrors,
  };
}
