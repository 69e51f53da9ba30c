import { ApiError, useQuizScore } from '@chefs/api-client';
import { isPassingScore, QUIZ_PASS_SCORE, type Quiz } from '@chefs/domain';
import { Badge, Button, draftStore, FieldError, toast, useDraftedState, type DraftStore } from '@chefs/ui';
import { CircleCheck } from 'lucide-react';
import { useMemo, useRef } from 'react';
import { QuizQuestionPanel } from './QuizQuestionPanel';

export interface QuizCardProps {
  quiz: Quiz;
  /** Score of the last finished attempt, or null before the first. */
  score: number | null;
  /** The rule's message, once the applicant has taken the quiz. */
  error?: string;
  errorId: string;
  onFinish: (answers: number[], score: number) => void;
}

/** docs/product.md §8: the result toast after each attempt. */
function announceScore(score: number): void {
  const passed = isPassingScore(score);
  toast({
    title: `You scored ${score}%.`,
    description: passed ? 'Excellent!' : `You need at least ${QUIZ_PASS_SCORE}% to pass. Please retake the quiz.`,
    variant: passed ? 'default' : 'destructive',
  });
}

/** The attempt could not be graded: it stays open, so Finish Quiz can be pressed again. */
function announceGradingFailed(error: Error): void {
  toast({
    title: 'Quiz not graded',
    description:
      error instanceof ApiError && error.status === 429
        ? error.userMessage
        : 'We could not grade your answers. Please try again.',
    variant: 'destructive',
  });
}

/** An attempt's answers so far (-1: not chosen yet); none while no attempt is open. */
interface AttemptDraft {
  answers: number[];
}

const NO_ATTEMPT: AttemptDraft = { answers: [] };

/**
 * The open attempt of `quiz` (its answers, and the question shown as the draft's step) in this
 * tab's sessionStorage, so a reload mid-quiz comes back to the same question with the same
 * answers. A saved attempt that does not fit the quiz (another length, an option it lacks) is
 * dropped.
 */
function quizAttemptDraft(quiz: Quiz): DraftStore<AttemptDraft> {
  return draftStore<AttemptDraft>(`chefApplicationQuizAttempt-${quiz.id}`, {
    lastStep: Math.max(quiz.questions.length - 1, 0),
    accept: ({ answers }) =>
      answers.length === quiz.questions.length &&
      answers.every((a, i) => Number.isInteger(a) && a >= -1 && a < quiz.questions[i].options.length)
        ? { answers }
        : NO_ATTEMPT,
  });
}

/**
 * One quiz of step 3: taken one question at a time, graded by the server (the answer key
 * never reaches the browser); retaken until passed, then "Passed!".
 */
export function QuizCard({ quiz, score, error, errorId, onFinish }: QuizCardProps) {
  const store = useMemo(() => quizAttemptDraft(quiz), [quiz]);
  const drafted = useDraftedState(store, NO_ATTEMPT);
  const attempt = drafted.values.answers.length > 0 ? { index: drafted.step, answers: drafted.values.answers } : null;
  const setAttempt = (next: { index: number; answers: number[] } | null) => {
    drafted.setValues(next ? { answers: next.answers } : NO_ATTEMPT);
    drafted.setStep(next?.index ?? 0);
  };
  const grading = useQuizScore();
  const startRef = useRef<HTMLButtonElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const passed = score !== null && isPassingScore(score);
  const titleId = `quiz-${quiz.id}-title`;

  const finish = (final: number[]) => {
    grading.mutate(
      { quizId: quiz.id, answers: final },
      {
        onSuccess: ({ score: result }) => {
          setAttempt(null);
          onFinish(final, result);
          announceScore(result);
          // The questions close: focus returns to the retake button, or to the quiz's title once passed.
          requestAnimationFrame(() => (isPassingScore(result) ? titleRef.current : startRef.current)?.focus());
        },
        onError: announceGradingFailed,
      },
    );
  };

  return (
    <section aria-labelledby={titleId} className="rounded-xl border border-line bg-cream/60 p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 ref={titleRef} id={titleId} tabIndex={-1} className="text-lg font-semibold text-ink outline-none">
            {quiz.title}
          </h3>
          <p className="text-sm text-muted">
            {quiz.questions.length} questions · pass with {QUIZ_PASS_SCORE}% or more
          </p>
        </div>
        {score === null ? null : passed ? (
          <Badge tone="success">Score {score}%</Badge>
        ) : (
          <Badge tone="danger">Score {score}%</Badge>
        )}
      </div>
      {attempt ? (
        <QuizQuestionPanel
          quiz={quiz}
          index={attempt.index}
          chosen={attempt.answers[attempt.index]}
          onChoose={(option) =>
            setAttempt({ index: attempt.index, answers: attempt.answers.with(attempt.index, option) })
          }
          onNext={() => setAttempt({ ...attempt, index: attempt.index + 1 })}
          onFinish={() => finish(attempt.answers)}
          grading={grading.isPending}
          onCancel={() => {
            setAttempt(null);
            requestAnimationFrame(() => startRef.current?.focus());
          }}
        />
      ) : passed ? (
        <button
          type="button"
          disabled
          className="mt-4 inline-flex h-10 items-center gap-2 rounded-full border border-emerald-200 bg-emerald-50 px-4 text-sm font-medium text-emerald-900"
        >
          <CircleCheck aria-hidden="true" className="h-4 w-4 text-emerald-700" />
          Passed!
        </button>
      ) : (
        <Button
          ref={startRef}
          className="mt-4"
          aria-describedby={error ? errorId : undefined}
          onClick={() => setAttempt({ index: 0, answers: Array.from(quiz.questions, () => -1) })}
        >
          {score === null ? `Take ${quiz.title}` : `Retake ${quiz.title}`}
        </Button>
      )}
      <FieldError id={errorId} message={error} />
    </section>
  );
}
