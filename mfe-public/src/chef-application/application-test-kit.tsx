// Helpers for the application wizard's specs (never imported by the app).
import { NOT_FOUND, type FakeAnswer, type FakeRoutes } from '@chefs/api-client/testing';
import type { QuizId, QuizScoreRequest } from '@chefs/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { renderPage } from '../testing/page-test-kit';
import { APPLICATION_DRAFT } from './application-draft';
import { initialApplicationValues, type ApplicationValues } from './application-form';
import { ChefApplicationPage } from './ChefApplicationPage';

/** Right answers of each quiz (docs/decisions.md), and attempts that fail or just pass. */
export const FOOD_SAFETY = { pass: [2, 1, 3, 1, 2], justPass: [2, 1, 3, 1, 0], fail: [2, 1, 0, 0, 0] };
export const PROFESSIONALISM = { pass: [1, 1, 1, 1, 1], fail: [1, 1, 1, 0, 0] };

export const DESCRIPTION =
  'Twelve years on the line in Atlanta kitchens, the last four as sous chef at a Midtown bistro.';

/** A complete, valid application as the form holds it. */
export function validValues(overrides: Partial<ApplicationValues> = {}): ApplicationValues {
  return {
    ...initialApplicationValues(null),
    fullName: 'Jordan Ellis',
    email: 'jordan@demo.test',
    phone: '(404) 555-0188',
    yearsOfExperience: '12',
    specialty: 'southern',
    description: DESCRIPTION,
    foodSafetyAnswers: FOOD_SAFETY.pass,
    foodSafetyScore: 100,
    professionalismAnswers: PROFESSIONALISM.pass,
    professionalismScore: 100,
    reference1Name: 'Sam Hart',
    reference1Phone: '404-555-0100',
    reference1Relationship: 'Former head chef',
    serviceTypes: ['Meal Prep', 'Private Dinner'],
    location: 'Decatur and East Atlanta',
    zipCode: '30030',
    pricePerPerson: '85',
    backgroundCheckConsent: true,
    ...overrides,
  };
}

/** The server's grading, standing in at the network boundary (the app itself holds no answer key). */
export function gradeLikeTheServer({ body }: { body: unknown }): FakeAnswer {
  const { quizId, answers } = body as QuizScoreRequest;
  const key: Record<QuizId, number[]> = { foodSafety: FOOD_SAFETY.pass, professionalism: PROFESSIONALISM.pass };
  const score = Math.round((key[quizId].filter((right, i) => answers[i] === right).length / 5) * 100);
  return { body: { quizId, score, passed: score >= 80 } };
}

/** Renders /chef-application (optionally resuming a saved draft at `step`), with the toasts. */
export function renderApplication(network: FakeRoutes, draft?: { step: number; values: ApplicationValues }) {
  if (draft) APPLICATION_DRAFT.save(draft);
  return renderPage(
    <Routes>
      <Route path="/chef-application" element={<ChefApplicationPage />} />
      <Route path="/" element={<p>home page</p>} />
    </Routes>,
    {
      route: '/chef-application',
      network: {
        'POST /api/chef-application/quiz-score': gradeLikeTheServer,
        // A signed-in visitor's latest application: none, unless a spec says otherwise.
        'GET /api/chef-application-status': NOT_FOUND,
        // ... and their chef profile: none.
        'GET /api/chef-profile': NOT_FOUND,
        ...network,
      },
      toasts: true,
    },
  );
}

export const button = (name: string | RegExp) => screen.getByRole<HTMLButtonElement>('button', { name });
export const stepHeading = (name: string) => screen.findByRole('heading', { level: 2, name });
export const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
export const leave = (label: string | RegExp) => fireEvent.blur(screen.getByLabelText(label));

/** The texts tied to a control through aria-describedby (its hint and its error). */
export const describedBy = (control: Element) =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' | ');

/**
 * Opens a quiz and answers its questions one at a time (Next is disabled until each is
 * answered), then waits for the server's grade to close it.
 */
export async function takeQuiz(title: string, answers: readonly number[]): Promise<void> {
  const quiz = screen.getByRole('region', { name: title });
  fireEvent.click(within(quiz).getByRole('button', { name: new RegExp(`^(Take|Retake) ${title}$`) }));
  answers.forEach((answer, i) => {
    expect(within(quiz).getByText(`Question ${i + 1} of ${answers.length}`)).toBeInTheDocument();
    const onward = within(quiz).getByRole<HTMLButtonElement>('button', {
      name: i === answers.length - 1 ? 'Finish Quiz' : 'Next Question',
    });
    expect(onward.disabled).toBe(true);
    fireEvent.click(within(quiz).getAllByRole('radio')[answer]);
    expect(onward.disabled).toBe(false);
    fireEvent.click(onward);
  });
  await waitFor(() => expect(within(quiz).queryByText(/^Question \d+ of \d+$/)).toBeNull());
}
