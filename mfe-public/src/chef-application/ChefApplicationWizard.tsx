import { type AuthUser } from '@chefs/contracts';
import { Button, ProgressSteps, StepHeading } from '@chefs/ui';
import { ArrowLeft, ArrowRight, LogIn } from 'lucide-react';
import { type ReactNode } from 'react';
import { APPLICATION_STEP_TITLES, LAST_APPLICATION_STEP, type ApplicationStepProps } from './application-form';
import { ConflictNotice } from './ConflictNotice';
import { ExperienceStep } from './ExperienceStep';
import { FinalDetailsStep } from './FinalDetailsStep';
import { PersonalInfoStep } from './PersonalInfoStep';
import { ReferencesStep } from './ReferencesStep';
import { startSignIn } from './SignInNotice';
import { useApplicationSubmit } from './useApplicationSubmit';
import { useApplicationWizard } from './useApplicationWizard';
import { VideoQuizStep } from './VideoQuizStep';

const STEPS: readonly ((props: ApplicationStepProps) => ReactNode)[] = [
  PersonalInfoStep,
  ExperienceStep,
  VideoQuizStep,
  ReferencesStep,
  FinalDetailsStep,
];

const STEP_INTROS = [
  'How we can reach you about your application.',
  'Your background in professional kitchens.',
  'Show us your cooking, and pass both short quizzes with 80% or more.',
  'People who can speak to your cooking and professionalism. These are optional.',
  'What you offer, where, and your starting price.',
] as const;

export interface ChefApplicationWizardProps {
  user: AuthUser | null;
  isAuthenticated: boolean;
  onSubmitted: () => void;
}

/** The 5-step chef application (docs/product.md §2): Next stays disabled until the step is valid. */
export function ChefApplicationWizard({ user, isAuthenticated, onSubmitted }: ChefApplicationWizardProps) {
  const wizard = useApplicationWizard(user);
  const { step, values, stepValid } = wizard;
  const { send, isPending, conflict } = useApplicationSubmit({
    onSubmitted,
    onFieldErrors: wizard.showServerErrors,
  });
  const last = step === LAST_APPLICATION_STEP;
  const Step = STEPS[step];

  const advance = () => {
    if (!stepValid || isPending) return;
    if (!last) wizard.goTo(step + 1);
    else if (isAuthenticated) send(values);
  };

  return (
    <form
      noValidate
      aria-label="Chef application"
      onSubmit={(event) => {
        event.preventDefault();
        advance();
      }}
    >
      <ProgressSteps steps={APPLICATION_STEP_TITLES} current={step} label="Application progress" className="mb-8" />
      <StepHeading
        key={step}
        title={APPLICATION_STEP_TITLES[step]}
        description={STEP_INTROS[step]}
        autoFocus={wizard.moved}
      />
      <Step values={values} errorOf={wizard.errorOf} onChange={wizard.onChange} onTouch={wizard.onTouch} />
      {conflict ? <ConflictNotice message={conflict} /> : null}
      <div className="mt-8 flex items-center justify-between gap-3 border-t border-line pt-6">
        <Button variant="outline" onClick={() => wizard.goTo(step - 1)} disabled={step === 0 || isPending}>
          <ArrowLeft aria-hidden="true" className="h-4 w-4" />
          Previous
        </Button>
        {last && !isAuthenticated ? (
          <Button onClick={startSignIn} aria-describedby={stepValid ? undefined : 'application-next-hint'}>
            <LogIn aria-hidden="true" className="h-4 w-4" />
            Sign In to Submit
          </Button>
        ) : (
          // Busy, not disabled, while sending: a disabled button dropped the focus of whoever pressed
          // it to <body>, and after a failed submit a keyboard user started again from the top.
          <Button
            type="submit"
            disabled={!stepValid}
            busy={isPending}
            aria-describedby={stepValid ? undefined : 'application-next-hint'}
          >
            {!last ? 'Next' : isPending ? 'Submitting...' : 'Submit Application'}
            {!last ? <ArrowRight aria-hidden="true" className="h-4 w-4" /> : null}
          </Button>
        )}
      </div>
      {stepValid ? null : (
        <div id="application-next-hint" className="mt-3 text-right text-xs text-muted">
          <p>Complete this step to continue.</p>
          {wizard.remaining.length > 0 ? (
            <ul className="mt-1 space-y-0.5 font-medium text-red-700">
              {wizard.remaining.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          ) : null}
        </div>
      )}
    </form>
  );
}
