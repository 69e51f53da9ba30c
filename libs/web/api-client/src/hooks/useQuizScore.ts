import { type QuizScoreRequest, type QuizScoreResponse } from '@chefs/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../api-request';

/**
 * POST /api/chef-application/quiz-score {quizId, answers}: the server grades a quiz attempt
 * (the answer key never reaches the browser) and answers the score.
 */
export function useQuizScore() {
  return useMutation({
    mutationFn: (request: QuizScoreRequest) =>
      apiRequest<QuizScoreResponse>('POST', '/api/chef-application/quiz-score', request),
  });
}
