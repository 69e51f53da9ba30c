import { FOOD_SAFETY_QUIZ, PROFESSIONALISM_QUIZ, QUIZZES, type QuizId } from '@chefs/domain';
import { gradeQuiz, gradeQuizResult, rightAnswer } from './quiz-grading';

const rightAnswers = (quizId: QuizId) => QUIZZES[quizId].questions.map((_, i) => rightAnswer(quizId, i)!);

describe('quiz grading (the answer key, on the server only)', () => {
  it('has a right answer among the options of every question', () => {
    for (const quiz of [FOOD_SAFETY_QUIZ, PROFESSIONALISM_QUIZ]) {
      expect(quiz.questions).toHaveLength(5);
      quiz.questions.forEach((q, i) => expect(q.options[rightAnswer(quiz.id, i)!]).toBeDefined());
    }
  });

  it('holds the food-safety answers the spec names', () => {
    const answerOf = (fragment: string) => {
      const i = FOOD_SAFETY_QUIZ.questions.findIndex((x) => x.question.toLowerCase().includes(fragment));
      if (i < 0) throw new Error(`no question about ${fragment}`);
      return FOOD_SAFETY_QUIZ.questions[i].options[rightAnswer('foodSafety', i)!];
    };
    expect(answerOf('poultry')).toBe('165°F');
    expect(answerOf('longest time')).toBe('2 hours');
    expect(answerOf('raw meat')).toMatch(/wash your hands with soap/i);
    expect(answerOf('danger zone, where')).toBe('40°F to 140°F');
    expect(answerOf('thaw')).toBe('In the refrigerator');
  });

  it('puts the right professionalism answer second on every question', () => {
    expect(rightAnswers('professionalism')).toEqual([1, 1, 1, 1, 1]);
    const topics = PROFESSIONALISM_QUIZ.questions.map((q) => q.question.toLowerCase()).join(' | ');
    for (const topic of ['arrive', 'allergy', 'kitchen', 'late', 'present']) expect(topics).toContain(topic);
  });

  it('grades the rounded percentage of right answers', () => {
    expect(gradeQuiz('foodSafety', rightAnswers('foodSafety'))).toBe(100);
    expect(gradeQuiz('professionalism', [1, 1, 1, 1, 0])).toBe(80);
    expect(gradeQuiz('professionalism', [1, 1, 1, 0, 0])).toBe(60);
    expect(gradeQuiz('professionalism', [0, 0, 0, 0, 0])).toBe(0);
    expect(gradeQuizResult('professionalism', [1, 1, 1, 1, 0])).toEqual({ score: 80, passed: true });
    expect(gradeQuizResult('professionalism', [1, 1, 1, 0, 0])).toEqual({ score: 60, passed: false });
  });

  it('counts missing or invalid answers as wrong and ignores extras', () => {
    expect(gradeQuiz('professionalism', [1, 1])).toBe(40);
    expect(gradeQuiz('professionalism', [1, 1, 1, 1, 1, 3, 3])).toBe(100);
    expect(gradeQuiz('professionalism', [1, 1, 1, 1, 1.0000001])).toBe(80);
  });

  it('refuses an unknown quiz', () => {
    expect(() => gradeQuiz('cooking' as QuizId, [])).toThrow(RangeError);
  });
});
