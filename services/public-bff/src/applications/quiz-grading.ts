import { QUIZZES, isPassingScore, scorePercent, type QuizId } from '@chefs/domain';

/**
 * Which option of each question is right (docs/decisions.md, "Quizzes"). Server only: the
 * browser has the questions and options (@chefs/domain) and asks this service for a score,
 * so the key never ships in a bundle.
 */
const ANSWER_KEY: Readonly<Record<QuizId, readonly number[]>> = {
  foodSafety: [2, 1, 3, 1, 2],
  professionalism: [1, 1, 1, 1, 1],
};

/** The right option of question `index` of a quiz (for the tests that hold the key to the spec). */
export const rightAnswer = (quizId: QuizId, index: number): number | undefined => ANSWER_KEY[quizId]?.[index];

/**
 * Score of the submitted answers: the rounded percentage of questions answered right
 * (answers[i] is the chosen option index for question i; a missing or invalid answer
 * counts as wrong, extra answers are ignored).
 */
export function gradeQuiz(quizId: QuizId, answers: readonly number[]): number {
  const key = ANSWER_KEY[quizId];
  const quiz = QUIZZES[quizId];
  if (!key || !quiz) throw new RangeError(`Unknown quiz "${String(quizId)}"`);
  const correct = key.filter((right, i) => answers[i] === right).length;
  return scorePercent(correct, quiz.questions.length);
}

export function gradeQuizResult(quizId: QuizId, answers: readonly number[]): { score: number; passed: boolean } {
  const score = gradeQuiz(quizId, answers);
  return { score, passed: isPassingScore(score) };
}
