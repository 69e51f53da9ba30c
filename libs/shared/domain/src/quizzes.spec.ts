import {
  FOOD_SAFETY_QUIZ,
  PROFESSIONALISM_QUIZ,
  QUIZ_PASS_SCORE,
  gradeQuiz,
  isPassingScore,
  type QuizId,
} from './quizzes';

const rightAnswers = (quiz: typeof FOOD_SAFETY_QUIZ) => quiz.questions.map((q) => q.correctIndex);

describe('quizzes', () => {
  it('has five questions of four options each', () => {
    for (const quiz of [FOOD_SAFETY_QUIZ, PROFESSIONALISM_QUIZ]) {
      expect(quiz.questions).toHaveLength(5);
      for (const q of quiz.questions) expect(q.options).toHaveLength(4);
    }
  });

  it('asks the food-safety questions the spec names, with their answers', () => {
    const answerOf = (fragment: string) => {
      const q = FOOD_SAFETY_QUIZ.questions.find((x) => x.question.toLowerCase().includes(fragment));
      if (!q) throw new Error(`no question about ${fragment}`);
      return q.options[q.correctIndex];
    };
    expect(answerOf('poultry')).toBe('165°F');
    expect(answerOf('longest time')).toBe('2 hours');
    expect(answerOf('raw meat')).toMatch(/wash your hands with soap/i);
    expect(answerOf('danger zone, where')).toBe('40°F to 140°F');
    expect(answerOf('thaw')).toBe('In the refrigerator');
  });

  it('puts the right professionalism answer second on every question', () => {
    expect(PROFESSIONALISM_QUIZ.questions.map((q) => q.correctIndex)).toEqual([1, 1, 1, 1, 1]);
    const topics = PROFESSIONALISM_QUIZ.questions.map((q) => q.question.toLowerCase()).join(' | ');
    for (const topic of ['arrive', 'allergy', 'kitchen', 'late', 'present']) expect(topics).toContain(topic);
  });

  it('grades the rounded percentage of right answers', () => {
    expect(gradeQuiz('foodSafety', rightAnswers(FOOD_SAFETY_QUIZ))).toBe(100);
    expect(gradeQuiz('professionalism', [1, 1, 1, 1, 0])).toBe(80);
    expect(gradeQuiz('professionalism', [1, 1, 1, 0, 0])).toBe(60);
    expect(gradeQuiz('professionalism', [0, 0, 0, 0, 0])).toBe(0);
  });

  it('counts missing or invalid answers as wrong and ignores extras', () => {
    expect(gradeQuiz('professionalism', [1, 1])).toBe(40);
    expect(gradeQuiz('professionalism', [1, 1, 1, 1, 1, 3, 3])).toBe(100);
    expect(gradeQuiz('professionalism', [1, 1, 1, 1, 1.0000001])).toBe(80);
  });

  it('passes at 80 or more', () => {
    expect(QUIZ_PASS_SCORE).toBe(80);
    expect(isPassingScore(80)).toBe(true);
    expect(isPassingScore(79)).toBe(false);
  });

  it('refuses an unknown quiz', () => {
    expect(() => gradeQuiz('cooking' as QuizId, [])).toThrow(RangeError);
  });
});
