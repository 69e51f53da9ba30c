import { SERVER_ERROR } from '@chefs/api-client/testing';
import { SUBSCRIPTION_LINK_INVALID } from '@chefs/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { renderPage, setUpPageSpecs } from '../testing/page-test-kit';
import { ConfirmSubscriptionPage } from './ConfirmSubscriptionPage';

const TOKEN = 'k'.repeat(43);
const page = (
  <Routes>
    <Route path="/subscribe/confirm" element={<ConfirmSubscriptionPage />} />
  </Routes>
);
const render = (route: string, answer: Parameters<typeof renderPage>[1]['network'][string]) =>
  renderPage(page, { route, network: { 'POST /api/subscribe-recipes/confirm': answer } });

describe('/subscribe/confirm', () => {
  setUpPageSpecs();

  it('confirms the address of the link with one POST, saying so while it waits', async () => {
    const fake = render(`/subscribe/confirm?token=${TOKEN}`, 'pending');
    expect(await screen.findByText('Confirming your subscription…')).toBeInTheDocument();
    expect(fake.calls).toEqual([
      { method: 'POST', url: '/api/subscribe-recipes/confirm', body: { token: TOKEN }, credentials: 'include' },
    ]);
  });

  it('shows the confirmed address and a way to the recipes', async () => {
    render(`/subscribe/confirm?token=${TOKEN}`, { body: { email: 'casey@demo.test', confirmed: true } });
    expect(await screen.findByRole('heading', { level: 2, name: 'Subscription confirmed' })).toBeInTheDocument();
    expect(screen.getByText('casey@demo.test')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse recipes' })).toHaveAttribute('href', '/recipes');
  });

  it('explains an expired or unknown link, pointing back to the subscribe form', async () => {
    render(`/subscribe/confirm?token=${TOKEN}`, {
      status: 400,
      body: { statusCode: 400, error: 'Bad Request', message: SUBSCRIPTION_LINK_INVALID },
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'This link does not work' })).toBeInTheDocument();
    expect(screen.getByText(SUBSCRIPTION_LINK_INVALID)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to recipes' })).toHaveAttribute('href', '/recipes');
  });

  it('sends nothing for a link without its token', async () => {
    const fake = render('/subscribe/confirm', { body: {} });
    expect(await screen.findByRole('heading', { level: 2, name: 'This link does not work' })).toBeInTheDocument();
    expect(fake.calls).toEqual([]);
  });

  it('offers a retry when the server cannot answer', async () => {
    let answer: typeof SERVER_ERROR | { body: unknown } = SERVER_ERROR;
    render(`/subscribe/confirm?token=${TOKEN}`, () => answer);
    expect(await screen.findByText('We could not confirm your subscription')).toBeInTheDocument();
    answer = { body: { email: 'casey@demo.test', confirmed: true } };
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Subscription confirmed' })).toBeInTheDocument();
  });
});
