import { type Quiz } from '@chefs/domain';
import { Button, RadioCardGroup } from '@chefs/ui';
import { useEffect, useRef } from 'react';

export interface QuizQuestionPanelProps {
  quiz: Quiz;
  /** The question on screen, 0-based. */
  index: number;
  /** The option chosen for it; -1 or undefined while unanswered. */
  chosen: number | undefined;
  onChoose: (option: number) => void;
  onNext: () => void;
  onFinish: () => void;
  onCancel: () => void;
  /** The finished attempt is with the server for grading. */
  grading?: boolean;
}

/** The open quiz: one question at a time, moving on once it is answered. */
export function QuizQuestionPanel({
  quiz,
  index,
  chosen,
  onChoose,
  onNext,
  onFinish,
  onCancel,
  grading = false,
}: QuizQuestionPanelProps) {
  const total = quiz.questions.length;
  const question = quiz.questions[index];
  const answered = chosen !== undefined && chosen >= 0;
  const last = index === total - 1;
  const headingRef = useRef<HTMLParagraphElement>(null);

  // Each new question takes the focus, so it is read out and the keyboard starts there.
  useEffect(() => headingRef.current?.focus(), [index]);

  return (
    <div className="mt-4 rounded-lg border border-line bg-white p-4 sm:p-5" aria-busy={grading}>
      <p
        ref={headingRef}
        tabIndex={-1}
        className="text-xs font-semibold tracking-wide text-copper-700 uppercase outline-none"
      >
        Question {index + 1} of {total}
      </p>
      <RadioCardGroup
        className="mt-2"
        name={`${quiz.id}-question-${index + 1}`}
        legend={<span className="mb-1 block text-base font-semibold text-ink">{question.question}</span>}
        options={question.options.map((label, value) => ({ value, label }))}
        value={answered ? chosen : null}
        onChange={onChoose}
        columns={1}
        compact
      />
      <div className="mt-5 flex flex-wrap items-center justify-between gap-3">
        <Button variant="ghost" size="sm" onClick={onCancel} disabled={grading}>
          Cancel quiz
        </Button>
        <Button size="sm" disabled={!answered || grading} onClick={last ? onFinish : onNext}>
          {last ? (grading ? 'Grading...' : 'Finish Quiz') : 'Next Question'}
        </Button>
      </div>
    </div>
  );
}
