import { UNAUTHORIZED } from '@chefs/api-client/testing';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { setUpPageSpecs } from '../testing/page-test-kit';
import { APPLICATION_DRAFT } from './application-draft';
import { initialApplicationValues } from './application-form';
import {
  button,
  FOOD_SAFETY,
  gradeLikeTheServer,
  PROFESSIONALISM,
  renderApplication,
  stepHeading,
  takeQuiz,
  validValues,
} from './application-test-kit';

const BEFORE_QUIZZES = validValues({
  foodSafetyAnswers: [],
  foodSafetyScore: null,
  professionalismAnswers: [],
  professionalismScore: null,
});

const quizButton = (title: string) => within(screen.getByRole('region', { name: title })).getAllByRole('button')[0];

/** docs/product.md §8: the quiz's result toast, "You scored N%." then its verdict. */
function expectScoreToast(score: number, verdict: string): void {
  expect(screen.getByText(`You scored ${score}%.`)).toBeInTheDocument();
  expect(screen.getByText(verdict)).toBeInTheDocument();
}

describe('the quizzes of step 3', () => {
  setUpPageSpecs();
  beforeEach(async () => {
    renderApplication({ 'GET /api/auth/user': UNAUTHORIZED }, { step: 2, values: BEFORE_QUIZZES });
    await stepHeading('Video & Quiz');
  });

  it('shows one question at a time and can be left without a score', () => {
    const quiz = screen.getByRole('region', { name: 'Food Safety Quiz' });
    fireEvent.click(within(quiz).getByRole('button', { name: 'Take Food Safety Quiz' }));
    expect(within(quiz).getByText('Question 1 of 5')).toBe(document.activeElement);
    expect(within(quiz).getAllByRole('group')).toHaveLength(1);
    expect(
      within(quiz).getByRole('group', { name: 'What is the safe internal temperature for cooked poultry?' }),
    ).toBeInTheDocument();
    expect(
      within(quiz)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(['145°F', '155°F', '165°F', '180°F']);
    fireEvent.click(within(quiz).getByRole('button', { name: 'Cancel quiz' }));
    expect(within(quiz).getByRole('button', { name: 'Take Food Safety Quiz' })).toBeInTheDocument();
    expect(screen.queryByText(/You scored/)).not.toBeInTheDocument();
  });

  it('food safety: a failed attempt says so and may be retaken; a pass reads "Passed!"', async () => {
    await takeQuiz('Food Safety Quiz', FOOD_SAFETY.fail);
    expectScoreToast(40, 'You need at least 80% to pass. Please retake the quiz.');
    expect(screen.getByText('Minimum 80% score required on food safety quiz')).toBeInTheDocument();
    expect(quizButton('Food Safety Quiz').textContent).toBe('Retake Food Safety Quiz');
    expect(button('Next')).toBeDisabled();

    await takeQuiz('Food Safety Quiz', FOOD_SAFETY.justPass);
    expectScoreToast(80, 'Excellent!');
    expect(screen.queryByText('Minimum 80% score required on food safety quiz')).not.toBeInTheDocument();
    const passed = quizButton('Food Safety Quiz') as HTMLButtonElement;
    expect(passed.textContent).toBe('Passed!');
    expect(passed).toBeDisabled();
    expect(button('Next')).toBeDisabled();
  });

  it('professionalism: fails below 80%, passes at 100%, and then Next is ready', async () => {
    await takeQuiz('Food Safety Quiz', FOOD_SAFETY.pass);
    expectScoreToast(100, 'Excellent!');

    await takeQuiz('Professionalism Quiz', PROFESSIONALISM.fail);
    expectScoreToast(60, 'You need at least 80% to pass. Please retake the quiz.');
    expect(screen.getByText('Minimum 80% score required on professionalism quiz')).toBeInTheDocument();
    expect(button('Next')).toBeDisabled();

    await takeQuiz('Professionalism Quiz', PROFESSIONALISM.pass);
    expectScoreToast(100, 'Excellent!');
    expect(quizButton('Professionalism Quiz')).toBeDisabled();
    expect(button('Next')).not.toBeDisabled();

    // The answers of the passing attempts are what the server will grade.
    const draft = APPLICATION_DRAFT.load(initialApplicationValues(null));
    expect(draft?.values.foodSafetyAnswers).toEqual(FOOD_SAFETY.pass);
    expect(draft?.values.professionalismAnswers).toEqual(PROFESSIONALISM.pass);
  });
});

describe('a reload in the middle of a quiz', () => {
  setUpPageSpecs();

  it('comes back to the same question with the answers chosen so far', async () => {
    const first = renderApplication({ 'GET /api/auth/user': UNAUTHORIZED }, { step: 2, values: BEFORE_QUIZZES });
    await stepHeading('Video & Quiz');
    let quiz = screen.getByRole('region', { name: 'Food Safety Quiz' });
    fireEvent.click(within(quiz).getByRole('button', { name: 'Take Food Safety Quiz' }));
    for (const option of FOOD_SAFETY.pass.slice(0, 2)) {
      fireEvent.click(within(quiz).getAllByRole('radio')[option]);
      fireEvent.click(within(quiz).getByRole('button', { name: 'Next Question' }));
    }
    fireEvent.click(within(quiz).getAllByRole('radio')[FOOD_SAFETY.pass[2]]);

    cleanup();
    first.restore();
    const { calls } = renderApplication({ 'GET /api/auth/user': UNAUTHORIZED });
    await stepHeading('Video & Quiz');
    quiz = screen.getByRole('region', { name: 'Food Safety Quiz' });
    expect(within(quiz).getByText('Question 3 of 5')).toBeInTheDocument();
    expect(within(quiz).getAllByRole<HTMLInputElement>('radio')[FOOD_SAFETY.pass[2]].checked).toBe(true);
    fireEvent.click(within(quiz).getByRole('button', { name: 'Next Question' }));
    for (const [i, option] of FOOD_SAFETY.pass.slice(3).entries()) {
      fireEvent.click(within(quiz).getAllByRole('radio')[option]);
      fireEvent.click(within(quiz).getByRole('button', { name: i === 1 ? 'Finish Quiz' : 'Next Question' }));
    }
    expect(await screen.findByText('You scored 100%.')).toBeInTheDocument();
    expect(screen.getByText('Excellent!')).toBeInTheDocument();
    expect(calls.at(-1)).toMatchObject({ body: { quizId: 'foodSafety', answers: FOOD_SAFETY.pass } });

    // Passed: the attempt is over, so a further reload shows the result, not the questions.
    cleanup();
    renderApplication({ 'GET /api/auth/user': UNAUTHORIZED });
    await stepHeading('Video & Quiz');
    expect(quizButton('Food Safety Quiz').textContent).toBe('Passed!');
  });

  it('drops a saved attempt that does not fit the quiz', async () => {
    sessionStorage.setItem(
      'chefApplicationQuizAttempt-foodSafety',
      JSON.stringify({ step: 1, values: { answers: [0, 9] } }),
    );
    renderApplication({ 'GET /api/auth/user': UNAUTHORIZED }, { step: 2, values: BEFORE_QUIZZES });
    await stepHeading('Video & Quiz');
    expect(quizButton('Food Safety Quiz').textContent).toBe('Take Food Safety Quiz');
  });
});

describe('grading on the server', () => {
  setUpPageSpecs();

  it('sends the chosen answers, reads "Grading..." meanwhile, and keeps the attempt open when grading fails', async () => {
    const { calls } = renderApplication(
      { 'GET /api/auth/user': UNAUTHORIZED, 'POST /api/chef-application/quiz-score': 'pending' },
      { step: 2, values: BEFORE_QUIZZES },
    );
    await stepHeading('Video & Quiz');
    const quiz = screen.getByRole('region', { name: 'Professionalism Quiz' });
    fireEvent.click(within(quiz).getByRole('button', { name: 'Take Professionalism Quiz' }));
    for (let i = 0; i < 5; i += 1) {
      fireEvent.click(within(quiz).getAllByRole('radio')[1]);
      fireEvent.click(within(quiz).getByRole('button', { name: i === 4 ? 'Finish Quiz' : 'Next Question' }));
    }
    const grading = await within(quiz).findByRole<HTMLButtonElement>('button', { name: 'Grading...' });
    expect(grading).toBeDisabled();
    expect(calls.at(-1)).toMatchObject({
      method: 'POST',
      url: '/api/chef-application/quiz-score',
      body: { quizId: 'professionalism', answers: [1, 1, 1, 1, 1] },
    });
  });

  it('says so when the server refuses to grade, and lets the applicant finish again', async () => {
    let refuse = true;
    renderApplication(
      {
        'GET /api/auth/user': UNAUTHORIZED,
        'POST /api/chef-application/quiz-score': (request) =>
          refuse
            ? {
                status: 429,
                body: {
                  statusCode: 429,
                  error: 'Too Many Requests',
                  message: 'Too many requests. Please try again in 60 seconds.',
                },
              }
            : gradeLikeTheServer(request),
      },
      { step: 2, values: BEFORE_QUIZZES },
    );
    await stepHeading('Video & Quiz');
    const quiz = screen.getByRole('region', { name: 'Professionalism Quiz' });
    fireEvent.click(within(quiz).getByRole('button', { name: 'Take Professionalism Quiz' }));
    for (let i = 0; i < 5; i += 1) {
      fireEvent.click(within(quiz).getAllByRole('radio')[1]);
      fireEvent.click(within(quiz).getByRole('button', { name: i === 4 ? 'Finish Quiz' : 'Next Question' }));
    }
    expect(await screen.findByText('Too many requests. Please try again in 60 seconds.')).toBeInTheDocument();
    expect(within(quiz).getByText('Question 5 of 5')).toBeInTheDocument();
    refuse = false;
    fireEvent.click(await within(quiz).findByRole('button', { name: 'Finish Quiz' }));
    expect(await screen.findByText('You scored 100%.')).toBeInTheDocument();
    expect(screen.getByText('Excellent!')).toBeInTheDocument();
  });
});
