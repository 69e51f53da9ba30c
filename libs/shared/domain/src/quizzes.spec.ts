import { FOOD_SAFETY_QUIZ, PROFESSIONALISM_QUIZ, QUIZ_PASS_SCORE, isPassingScore, scorePercent } from './quizzes';

describe('quizzes (what the browser shows)', () => {
  it('has five questions of four options each', () => {
    for (const quiz of [FOOD_SAFETY_QUIZ, PROFESSIONALISM_QUIZ]) {
      expect(quiz.questions).toHaveLength(5);
      for (const q of quiz.questions) expect(q.options).toHaveLength(4);
    }
  });

  it('carries no answer key: which option is right is known to the server only', () => {
    for (const quiz of [FOOD_SAFETY_QUIZ, PROFESSIONALISM_QUIZ])
      for (const q of quiz.questions) expect(Object.keys(q).sort()).toEqual(['options', 'question']);
  });

  it('scores the rounded percentage, and passes at 80 or more', () => {
    expect(scorePercent(4, 5)).toBe(80);
    expect(scorePercent(2, 3)).toBe(67);
    expect(scorePercent(0, 0)).toBe(0);
    expect(QUIZ_PASS_SCORE).toBe(80);
    expect(isPassingScore(80)).toBe(true);
    expect(isPassingScore(79)).toBe(false);
  });
});
