import { CUSTOMER_SIGNUP_RULES, type AuthUser, type CustomerSignupField } from '@chefs/contracts';
import { Button, ProgressSteps, StepHeading, useFocusFirstInvalid } from '@chefs/ui';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { type ReactNode, useRef } from 'react';
import { useStepForm } from '../wizard/useStepForm';
import { FoodPreferencesStep } from './FoodPreferencesStep';
import { PersonalInfoStep } from './PersonalInfoStep';
import { PlanningPaymentStep } from './PlanningPaymentStep';
import { ServicePreferencesStep } from './ServicePreferencesStep';
import {
  initialSignupValues,
  LAST_SIGNUP_STEP,
  SIGNUP_DRAFT,
  SIGNUP_STEP_TITLES,
  stepErrors,
  stepOfField,
  type SignupErrors,
  type SignupStepProps,
  type SignupValues,
} from './signup-form';
import { useCompleteSignup } from './useCompleteSignup';

const STEP_INTROS = [
  'Tell us who you are so your chef can reach you.',
  'What kind of service are you looking for?',
  'Help us match you with chefs who cook what you love.',
  'Choose how much planning help you want.',
] as const;

const FIELDS = Object.keys(CUSTOMER_SIGNUP_RULES) as CustomerSignupField[];

const STEPS: readonly ((props: SignupStepProps) => ReactNode)[] = [
  PersonalInfoStep,
  ServicePreferencesStep,
  FoodPreferencesStep,
  PlanningPaymentStep,
];

/** The 4-step customer signup (docs/product.md §2): each step is checked when the customer moves on. */
export function CustomerSignupWizard({ user, isAuthenticated }: { user: AuthUser | null; isAuthenticated: boolean }) {
  const wizard = useStepForm<SignupValues>({
    defaultValues: initialSignupValues(user),
    stepErrors,
    draft: SIGNUP_DRAFT,
  });
  const { step, values } = wizard;
  const formRef = useRef<HTMLFormElement>(null);
  // After a failed check, the first field to fix gets the focus (it announces its message).
  const focusFirstInvalid = useFocusFirstInvalid(formRef);
  const { complete, isSaving } = useCompleteSignup({
    isAuthenticated,
    onFieldErrors: (serverErrors) => {
      const firstStep = Math.min(
        ...Object.keys(serverErrors)
          .map(stepOfField)
          .filter((s) => s >= 0),
      );
      if (Number.isFinite(firstStep)) wizard.setStep(firstStep);
      wizard.showErrors(serverErrors);
      focusFirstInvalid();
    },
  });

  const onChange = (patch: Partial<SignupValues>) => {
    const next = wizard.change(patch);
    // Once a step has been checked, its messages follow the customer's corrections.
    if (wizard.hasShownErrors) wizard.showErrors(stepErrors(next, step));
  };

  const goTo = (target: number) => {
    wizard.clearErrors();
    wizard.goTo(target);
  };

  const next = () => {
    const found = stepErrors(wizard.form.getValues(), step);
    if (Object.keys(found).length > 0) {
      wizard.showErrors(found);
      focusFirstInvalid();
    } else if (step === LAST_SIGNUP_STEP) {
      wizard.clearErrors();
      complete(wizard.form.getValues());
    } else {
      goTo(step + 1);
    }
  };

  const errors: SignupErrors = {};
  for (const field of FIELDS) errors[field] = wizard.shown(field);
  const Step = STEPS[step];
  return (
    <form
      ref={formRef}
      noValidate
      aria-label="Customer signup"
      onSubmit={(event) => {
        event.preventDefault();
        if (!isSaving) next();
      }}
    >
      <ProgressSteps steps={SIGNUP_STEP_TITLES} current={step} label="Signup progress" className="mb-8" />
      <StepHeading
        key={step}
        title={SIGNUP_STEP_TITLES[step]}
        description={STEP_INTROS[step]}
        autoFocus={wizard.moved}
      />
      <Step values={values} errors={errors} onChange={onChange} />
      {step === LAST_SIGNUP_STEP && !isAuthenticated ? (
        <p className="mt-6 rounded-lg border border-brand-100 bg-brand-50 px-4 py-3 text-sm text-brand-900">
          Next, you will sign in to schedule your first service. Your preferences are kept on this device and saved to
          your account when you sign in.
        </p>
      ) : null}
      <div className="mt-8 flex items-center justify-between gap-3 border-t border-line pt-6">
        <Button variant="outline" onClick={() => goTo(step - 1)} disabled={step === 0 || isSaving}>
          <ArrowLeft aria-hidden="true" className="h-4 w-4" />
          Back
        </Button>
        <Button type="submit" disabled={isSaving}>
          {step < LAST_SIGNUP_STEP ? 'Next' : isSaving ? 'Saving...' : 'Complete Signup'}
          {step < LAST_SIGNUP_STEP ? <ArrowRight aria-hidden="true" className="h-4 w-4" /> : null}
        </Button>
      </div>
    </form>
  );
}
