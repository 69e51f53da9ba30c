import { installFakeFetch, renderWithProviders, SERVER_ERROR, type FakeAnswer } from '@chefs/api-client/testing';
import { dismissToast, Toaster } from '@chefs/ui';
import { act, fireEvent, screen } from '@testing-library/react';
import { RecipeSubscribe } from './RecipeSubscribe';

let fake: ReturnType<typeof installFakeFetch>;
function renderSubscribe(answer: FakeAnswer | (() => FakeAnswer) = { body: { email: 'x', accepted: true } }) {
  fake = installFakeFetch({ 'POST /api/subscribe-recipes': answer });
  renderWithProviders(
    <>
      <RecipeSubscribe />
      <Toaster />
    </>,
  );
}
const emailBox = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Email address' });
function submit(email: string) {
  fireEvent.change(emailBox(), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
}

describe('RecipeSubscribe', () => {
  afterEach(() => {
    act(() => dismissToast());
    fake.restore();
  });

  it('has a required e-mail input', () => {
    renderSubscribe();
    expect(emailBox().type).toBe('email');
    expect(emailBox().required).toBe(true);
  });

  it.each(['', '   ', 'casey.demo.test'])("never sends %p, even past the browser's own check", (email) => {
    renderSubscribe();
    fireEvent.change(emailBox(), { target: { value: email } });
    fireEvent.submit(screen.getByRole('form', { name: 'Subscribe to our recipe collection' }));
    expect(fake.calls).toHaveLength(0);
    expect(emailBox().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
  });

  it('does not send an address the shared rule refuses, and says why', () => {
    renderSubscribe();
    submit('casey@demo');
    expect(fake.calls).toHaveLength(0);
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    fireEvent.change(emailBox(), { target: { value: 'casey@demo.test' } });
    expect(emailBox().getAttribute('aria-invalid')).toBeNull();
  });

  it('subscribes, shows "You\'re Subscribed!" and the success toast', async () => {
    renderSubscribe();
    submit('  casey@demo.test ');
    expect(await screen.findByRole('heading', { name: "You're Subscribed!" })).toBeInTheDocument();
    expect(fake.calls).toEqual([
      { method: 'POST', url: '/api/subscribe-recipes', body: { email: 'casey@demo.test' }, credentials: 'include' },
    ]);
    expect(screen.getByText('Success!')).toBeInTheDocument();
    expect(screen.getByText('Check your email for our complete recipe collection.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Subscribe to our recipe collection' })).not.toBeInTheDocument();
  });

  it("shows the server's message in the failure toast and keeps the form", async () => {
    renderSubscribe({
      status: 400,
      body: { statusCode: 400, error: 'Bad Request', message: 'Please enter a valid email address' },
    });
    submit('casey@demo.test');
    expect(await screen.findByText('Subscription Failed')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Subscribe to our recipe collection' })).toBeInTheDocument();
  });

  it('asks to try again later when the network fails', async () => {
    fake = installFakeFetch({});
    globalThis.fetch = () => Promise.reject(new TypeError('Failed to fetch'));
    renderWithProviders(
      <>
        <RecipeSubscribe />
        <Toaster />
      </>,
    );
    submit('casey@demo.test');
    expect(await screen.findByText('Subscription Failed')).toBeInTheDocument();
    expect(screen.getByText('Please try again later.')).toBeInTheDocument();
  });

  it('says "Internal server error" when the server breaks', async () => {
    renderSubscribe(SERVER_ERROR);
    submit('casey@demo.test');
    expect(await screen.findByText('Subscription Failed')).toBeInTheDocument();
    expect(screen.getByText('Internal server error')).toBeInTheDocument();
  });
});
