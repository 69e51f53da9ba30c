import { fireEvent, screen } from '@testing-library/react';
import { installFakeFetch, renderWithProviders } from '../testing';
import { useConfirmSubscription, useSubscribeRecipes } from './useSubscribeRecipes';

function Probe() {
  const subscribe = useSubscribeRecipes();
  return (
    <>
      <button onClick={() => subscribe.mutate({ email: 'casey@demo.test' })}>Subscribe</button>
      {subscribe.isSuccess ? <p>subscribed {subscribe.data.email}</p> : null}
      {subscribe.isError ? <p>{subscribe.error.message}</p> : null}
    </>
  );
}

describe('useSubscribeRecipes', () => {
  let fake: ReturnType<typeof installFakeFetch>;
  afterEach(() => fake.restore());

  it('posts the e-mail as JSON and gives the answer', async () => {
    fake = installFakeFetch({
      'POST /api/subscribe-recipes': { body: { email: 'casey@demo.test', accepted: true } },
    });
    renderWithProviders(<Probe />);
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('subscribed casey@demo.test')).toBeInTheDocument();
    expect(fake.calls).toEqual([
      { method: 'POST', url: '/api/subscribe-recipes', body: { email: 'casey@demo.test' }, credentials: 'include' },
    ]);
  });

  it('fails with the spec’s "<status>: <body>" error', async () => {
    fake = installFakeFetch({ 'POST /api/subscribe-recipes': { status: 500, body: 'boom' } });
    renderWithProviders(<Probe />);
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('500: boom')).toBeInTheDocument();
  });

  it('confirms an address with the token of its link', async () => {
    function Confirm() {
      const confirm = useConfirmSubscription();
      return (
        <>
          <button onClick={() => confirm.mutate({ token: 'tok' })}>Confirm</button>
          {confirm.isSuccess ? <p>confirmed {confirm.data.email}</p> : null}
        </>
      );
    }
    fake = installFakeFetch({
      'POST /api/subscribe-recipes/confirm': { body: { email: 'casey@demo.test', confirmed: true } },
    });
    renderWithProviders(<Confirm />);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('confirmed casey@demo.test')).toBeInTheDocument();
    expect(fake.calls[0]).toMatchObject({ url: '/api/subscribe-recipes/confirm', body: { token: 'tok' } });
  });
});
