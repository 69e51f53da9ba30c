import { type ChefApplicationRequest } from '@chefs/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { ApiError } from '../api-error';
import { installFakeFetch, renderWithProviders } from '../testing';
import { useSubmitChefApplication } from './useSubmitChefApplication';

const application = { fullName: 'Jordan Ellis', foodSafetyAnswers: [2, 1, 3, 1, 2] } as ChefApplicationRequest;

function Probe() {
  const submit = useSubmitChefApplication();
  const error = submit.error instanceof ApiError ? `${submit.error.status} ${submit.error.userMessage}` : '';
  return (
    <>
      <button onClick={() => submit.mutate(application)}>send</button>
      <p>{submit.isSuccess ? `scored ${submit.data.foodSafetyScore}` : error}</p>
    </>
  );
}

describe('useSubmitChefApplication', () => {
  let fake: ReturnType<typeof installFakeFetch>;
  afterEach(() => fake.restore());

  it('posts the application and gives the graded answer', async () => {
    fake = installFakeFetch({
      'POST /api/chef-application': {
        status: 201,
        body: {
          id: 3,
          status: 'pending',
          applicationDate: '2025-03-01',
          foodSafetyScore: 100,
          professionalismScore: 80,
        },
      },
    });
    renderWithProviders(<Probe />);
    fireEvent.click(screen.getByText('send'));
    expect(await screen.findByText('scored 100')).toBeInTheDocument();
    expect(fake.calls).toEqual([
      { method: 'POST', url: '/api/chef-application', body: application, credentials: 'include' },
    ]);
  });

  it("fails with the server's status and words", async () => {
    fake = installFakeFetch({
      'POST /api/chef-application': {
        status: 409,
        body: { statusCode: 409, error: 'Conflict', message: 'You already have an application under review.' },
      },
    });
    renderWithProviders(<Probe />);
    fireEvent.click(screen.getByText('send'));
    expect(await screen.findByText('409 You already have an application under review.')).toBeInTheDocument();
  });
});
