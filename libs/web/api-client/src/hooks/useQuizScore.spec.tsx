import { fireEvent, screen } from '@testing-library/react';
import { installFakeFetch, renderWithProviders } from '../testing';
import { useQuizScore } from './useQuizScore';

function Probe() {
  const grade = useQuizScore();
  return (
    <>
      <button onClick={() => grade.mutate({ quizId: 'professionalism', answers: [1, 1, 1, 1, 0] })}>Finish</button>
      {grade.isSuccess ? <p>scored {grade.data.score}</p> : null}
      {grade.isError ? <p>{grade.error.message}</p> : null}
    </>
  );
}

describe('useQuizScore', () => {
  let fake: ReturnType<typeof installFakeFetch>;
  afterEach(() => fake.restore());

  it('sends the chosen answers for the server to grade, and gives its score', async () => {
    fake = installFakeFetch({
      'POST /api/chef-application/quiz-score': { body: { quizId: 'professionalism', score: 80, passed: true } },
    });
    renderWithProviders(<Probe />);
    fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
    expect(await screen.findByText('scored 80')).toBeInTheDocument();
    expect(fake.calls).toEqual([
      {
        method: 'POST',
        url: '/api/chef-application/quiz-score',
        body: { quizId: 'professionalism', answers: [1, 1, 1, 1, 0] },
        credentials: 'include',
      },
    ]);
  });
});
