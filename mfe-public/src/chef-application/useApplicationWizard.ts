import { type AuthUser, type ChefApplicationField } from '@chefs/contracts';
import { useEffect, useMemo, useState } from 'react';
import {
  applicationStepErrors,
  applicationStepOf,
  initialApplicationValues,
  SERVER_FIELD_ALIASES,
  type ApplicationErrors,
  type ApplicationValues,
} from './application-form';
import { loadDraft, saveDraft, type ApplicationDraft } from './application-draft';

/**
 * The application wizard's state: values and step (kept as a draft in sessionStorage), the
 * current step's messages (shown once a field has been visited), and the server's messages.
 */
export function useApplicationWizard(user: AuthUser | null) {
  const [draft, setDraft] = useState<ApplicationDraft>(() => {
    const base = initialApplicationValues(user);
    return loadDraft(base) ?? { step: 0, values: base };
  });
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [serverErrors, setServerErrors] = useState<ApplicationErrors>({});
  const [moved, setMoved] = useState(false);
  const { step, values } = draft;

  useEffect(() => saveDraft(draft), [draft]);

  const errors = useMemo(() => applicationStepErrors(values, step), [values, step]);

  const errorOf = (field: ChefApplicationField): string | undefined =>
    serverErrors[field] ?? (touched.has(field) ? errors[field] : undefined);

  const onChange = (patch: Partial<ApplicationValues>) => {
    setDraft((d) => ({ ...d, values: { ...d.values, ...patch } }));
    // A server message stands until the applicant changes that field.
    setServerErrors((e) => Object.fromEntries(Object.entries(e).filter(([field]) => !(field in patch))));
  };

  const onTouch = (field: ChefApplicationField) => setTouched((t) => (t.has(field) ? t : new Set(t).add(field)));

  const goTo = (target: number) => {
    setDraft((d) => ({ ...d, step: target }));
    setMoved(true);
  };

  /** A 400's field messages: shown on their fields, starting at the first step that has one. */
  const showServerErrors = (fieldErrors: readonly { field: string; message: string }[]) => {
    const mapped: ApplicationErrors = {};
    for (const { field, message } of fieldErrors) {
      const owner = SERVER_FIELD_ALIASES[field] ?? field;
      mapped[owner] ??= message;
    }
    setServerErrors(mapped);
    const steps = Object.keys(mapped)
      .map(applicationStepOf)
      .filter((s) => s >= 0);
    if (steps.length > 0) goTo(Math.min(...steps));
  };

  return {
    step,
    values,
    stepValid: Object.keys(errors).length === 0,
    errorOf,
    onChange,
    onTouch,
    goTo,
    moved,
    showServerErrors,
  };
}
