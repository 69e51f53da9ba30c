import { QUIZ_SCORE_RULES as R, type QuizId, type QuizScoreRequest } from '@chefs/contracts';
import { FollowsRule } from '@chefs/server-core';

/** POST /api/chef-application/quiz-score: one quiz and the chosen option of each question. */
export class QuizScoreDto implements QuizScoreRequest {
  @FollowsRule(R.quizId) quizId: QuizId;
  @FollowsRule(R.answers) answers: number[];
}
