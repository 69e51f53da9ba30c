import { browserNavigation } from '@chefs/api-client';
import {
  aBookingDetail,
  aUser,
  installFakeFetch,
  NOT_FOUND,
  renderWithProviders,
  SERVER_ERROR,
  UNAUTHORIZED,
  type FakeAnswer,
} from '@chefs/api-client/testing';
import { PAYMENT_ERROR_CODES, type PaymentIntentDto } from '@chefs/contracts';
import { dismissToast, Toaster } from '@chefs/ui';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { CheckoutPage } from './CheckoutPage';
import { fakeStripe, installFakeStripe, removeFakeStripe, type ConfirmAnswer } from './testing/fake-stripe';

const booking = aBookingDetail({
  id: 12,
  serviceType: 'private_dinner',
  eventDate: '2025-03-14',
  eventTime: 'evening',
  guestCount: 4,
  totalAmount: 340,
  clientAddress: '1 Peachtree St, Atlanta, GA 30303',
  specialRequests: 'No nuts, please',
  chefName: 'Marcus Reed',
});
const intent: PaymentIntentDto = {
  clientSecret: 'pi_1_secret_abc',
  publishableKey: 'pk_test_checkout',
  stripeJsUrl: null,
  amount: 340,
};
const paymentError = (status: number, code: string) => ({
  status,
  body: { statusCode: status, error: 'Error', message: code, code },
});

interface Answers {
  user?: FakeAnswer;
  bookingAnswer?: FakeAnswer | (() => FakeAnswer);
  intentAnswer?: FakeAnswer | (() => FakeAnswer);
}

function renderCheckout({
  user = { body: aUser() },
  bookingAnswer = { body: booking },
  intentAnswer = { body: intent },
}: Answers = {}) {
  const fake = installFakeFetch({
    'GET /api/auth/user': user,
    'GET /api/bookings/12': bookingAnswer,
    'GET /api/bookings/99': NOT_FOUND,
    'POST /api/create-payment-intent': intentAnswer,
  });
  renderWithProviders(
    <>
      <Routes>
        <Route path="/checkout/:bookingId" element={<CheckoutPage />} />
        <Route path="/home" element={<p>home page</p>} />
      </Routes>
      <Toaster />
    </>,
    { route: '/checkout/12' },
  );
  return fake;
}

const payButton = () => screen.findByRole<HTMLButtonElement>('button', { name: 'Pay $340.00' });
const intentCalls = (fake: ReturnType<typeof installFakeFetch>) =>
  fake.calls.filter((c) => c.url === '/api/create-payment-intent');

describe('CheckoutPage', () => {
  let fake: ReturnType<typeof installFakeFetch>;
  let navigate: jest.SpyInstance;
  beforeEach(() => {
    fakeStripe.reset();
    installFakeStripe();
    navigate = jest.spyOn(browserNavigation, 'go').mockImplementation(() => undefined);
  });
  afterEach(() => {
    fake.restore();
    navigate.mockRestore();
    act(() => dismissToast());
  });

  it('shows a skeleton while the booking loads', async () => {
    fake = renderCheckout({ bookingAnswer: 'pending' });
    expect((await screen.findByRole('status')).textContent).toContain('Loading checkout');
  });

  it('shows the summary and the card form, and pays: processing, then success and its toast', async () => {
    let settle: (answer: ConfirmAnswer) => void = () => undefined;
    fakeStripe.confirm = () => new Promise((resolve) => (settle = resolve));
    fake = renderCheckout();
    expect(await screen.findByRole('heading', { level: 1, name: 'Complete Your Booking' })).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Booking Summary' });
    for (const text of [
      'Marcus Reed',
      'Private Dinner',
      'Friday, March 14, 2025',
      'Evening (5:00 PM - 9:00 PM)',
      '4 guests',
      '1 Peachtree St, Atlanta, GA 30303',
      'No nuts, please',
      '$340.00',
    ])
      expect(within(summary).getByText(text)).toBeInTheDocument();
    const payment = screen.getByRole('region', { name: 'Payment Information' });
    expect(await within(payment).findByLabelText('Card number')).toBeInTheDocument();
    expect(fakeStripe.publishableKeys).toContain('pk_test_checkout');
    expect(intentCalls(fake).map((c) => c.body)).toEqual([{ bookingId: 12 }]);

    const pay = await payButton();
    await waitFor(() => expect(pay).not.toBeDisabled());
    fireEvent.click(pay);
    const processing = await screen.findByRole<HTMLButtonElement>('button', { name: 'Processing Payment...' });
    expect(processing).toHaveAttribute('aria-disabled', 'true');
    expect(fakeStripe.confirmCalls).toEqual([
      {
        clientSecret: 'pi_1_secret_abc',
        confirmParams: { return_url: `${window.location.origin}/` },
        redirect: 'if_required',
      },
    ]);

    act(() => settle({ paymentIntent: { id: 'pi_1', status: 'succeeded' } }));
    expect(await screen.findByRole('heading', { name: 'Payment Successful!' })).toBeInTheDocument();
    expect(screen.getByText('Your booking has been confirmed!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View booking' })).toHaveAttribute('href', '/bookings/12');
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/home');
  });

  it('confirms the payment once for a double click on Pay, and lets a declined card try again', async () => {
    let settle: (answer: ConfirmAnswer) => void = () => undefined;
    fakeStripe.confirm = () => new Promise((resolve) => (settle = resolve));
    fake = renderCheckout();
    const pay = await payButton();
    await waitFor(() => expect(pay).not.toBeDisabled());
    // Two clicks before React renders between them: only a synchronous guard stops the second.
    act(() => {
      pay.click();
      pay.click();
    });
    fireEvent.click(pay);
    expect(await screen.findByRole('button', { name: 'Processing Payment...' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Processing Payment...' }));
    expect(fakeStripe.confirmCalls).toHaveLength(1);

    await act(async () => settle({ error: { type: 'card_error', message: 'Your card was declined.' } }));
    expect(await screen.findByText('Your card was declined.')).toBeInTheDocument();
    const again = await payButton();
    expect(again).toBeEnabled();
    fireEvent.click(again);
    expect(fakeStripe.confirmCalls).toHaveLength(2);
  });

  it('keeps the focus on Pay while paying and after a declined card: busy, not disabled', async () => {
    let settle: (answer: ConfirmAnswer) => void = () => undefined;
    fakeStripe.confirm = () => new Promise((resolve) => (settle = resolve));
    fake = renderCheckout();
    const pay = await payButton();
    await waitFor(() => expect(pay).not.toBeDisabled());
    pay.focus();
    fireEvent.click(pay);
    const processing = await screen.findByRole('button', { name: 'Processing Payment...' });
    expect(processing).not.toBeDisabled();
    expect(processing).toHaveFocus();
    await act(async () => settle({ error: { type: 'card_error', message: 'Your card was declined.' } }));
    expect(await screen.findByText('Your card was declined.')).toBeInTheDocument();
    expect(await payButton()).toHaveFocus();
  });

  it('makes the way back to the booking a tap target of 24 px at least', async () => {
    fake = renderCheckout();
    const back = await screen.findByRole('link', { name: 'Booking details' });
    expect(back).toHaveAttribute('href', '/bookings/12');
    expect(back).toHaveClass('min-h-6');
  });

  it('writes the amount on the Pay button as the summary writes the total, thousands grouped', async () => {
    fake = renderCheckout({
      bookingAnswer: { body: { ...booking, totalAmount: 1275 } },
      intentAnswer: { body: { ...intent, amount: 1275 } },
    });
    const summary = await screen.findByRole('region', { name: 'Booking Summary' });
    expect(within(summary).getByText('$1,275.00')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Pay $1,275.00' })).toBeInTheDocument();
  });

  it('shows the chef’s whole specialty on a narrow screen: it wraps, never cut to an ellipsis', async () => {
    fake = renderCheckout({
      bookingAnswer: { body: { ...booking, chefSpecialty: 'Lebanese & Eastern Mediterranean' } },
    });
    const summary = await screen.findByRole('region', { name: 'Booking Summary' });
    for (const text of ['Marcus Reed', 'Lebanese & Eastern Mediterranean'])
      expect(within(summary).getByText(text)).not.toHaveClass('truncate');
  });

  it('keeps the form after a declined card and shows the provider’s message', async () => {
    fakeStripe.confirm = async () => ({
      error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' },
    });
    fake = renderCheckout();
    const pay = await payButton();
    await waitFor(() => expect(pay).not.toBeDisabled());
    fireEvent.click(pay);
    expect(await screen.findByText('Payment Failed')).toBeInTheDocument();
    expect(screen.getByText('Your card was declined.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Pay $340.00' }).disabled).toBe(false),
    );
    expect(screen.queryByRole('heading', { name: 'Payment Successful!' })).not.toBeInTheDocument();
  });

  it('shows the booking as paid, in plain words, when it was paid in another tab meanwhile', async () => {
    let paidElsewhere = false;
    fakeStripe.confirm = async () => ({
      error: {
        type: 'invalid_request_error',
        code: 'payment_intent_unexpected_state',
        message:
          'You cannot confirm this PaymentIntent because it has already succeeded after being previously confirmed.',
      },
    });
    fake = renderCheckout({
      bookingAnswer: () => ({ body: paidElsewhere ? { ...booking, paymentStatus: 'paid' } : booking }),
    });
    const pay = await payButton();
    await waitFor(() => expect(pay).not.toBeDisabled());
    paidElsewhere = true;
    fireEvent.click(pay);
    expect(await screen.findByText('Nothing Charged')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Payment Already Completed' })).toBeInTheDocument();
    expect(screen.queryByText(/cannot confirm this PaymentIntent/)).not.toBeInTheDocument();
  });

  it('says "Payment Error" when confirming throws', async () => {
    fakeStripe.confirm = () => Promise.reject(new Error('network down'));
    fake = renderCheckout();
    const pay = await payButton();
    await waitFor(() => expect(pay).not.toBeDisabled());
    fireEvent.click(pay);
    expect(await screen.findByText('Payment Error')).toBeInTheDocument();
    expect(screen.getByText('An unexpected error occurred. Please try again.')).toBeInTheDocument();
  });

  it('shows "Booking Not Found" for a booking that is not there', async () => {
    fake = renderCheckout({ bookingAnswer: NOT_FOUND });
    expect(await screen.findByRole('heading', { name: 'Booking Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/home');
    expect(intentCalls(fake)).toEqual([]);
  });

  it('shows "Payment Already Completed" for a paid booking without asking for an intent', async () => {
    fake = renderCheckout({ bookingAnswer: { body: { ...booking, paymentStatus: 'paid' } } });
    expect(await screen.findByRole('heading', { name: 'Payment Already Completed' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toBeInTheDocument();
    expect(intentCalls(fake)).toEqual([]);
  });

  it('shows "Payment Already Completed" when the server finds the intent paid (409)', async () => {
    fake = renderCheckout({ intentAnswer: paymentError(409, PAYMENT_ERROR_CODES.alreadyPaid) });
    expect(await screen.findByRole('heading', { name: 'Payment Already Completed' })).toBeInTheDocument();
  });

  it.each([
    ['the server has no payment keys (503)', paymentError(503, PAYMENT_ERROR_CODES.notConfigured)],
    ['the answer has no publishable key', { body: { ...intent, publishableKey: '' } }],
  ])('shows "Payment Setup Required" when %s, with a mail to support', async (_why, intentAnswer) => {
    fake = renderCheckout({ intentAnswer });
    expect(await screen.findByRole('heading', { name: 'Payment Setup Required' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Contact Support' }));
    expect(navigate).toHaveBeenCalledWith(
      expect.stringMatching(/^mailto:support@chefs\.test\?subject=Payment%20for%20booking%20%2312&/),
    );
    expect(screen.getByRole('link', { name: 'Back to Home' })).toBeInTheDocument();
    expect(screen.queryByText('Error')).not.toBeInTheDocument();
  });

  it('does not offer to pay a cancelled booking', async () => {
    fake = renderCheckout({ bookingAnswer: { body: { ...booking, status: 'cancelled' } } });
    expect(await screen.findByRole('heading', { name: 'Booking Cancelled' })).toBeInTheDocument();
    expect(screen.getByText('This booking can no longer be paid.')).toBeInTheDocument();
    expect(intentCalls(fake)).toEqual([]);
  });

  it('says so when the server refuses to take payment (409 not payable)', async () => {
    fake = renderCheckout({ intentAnswer: paymentError(409, PAYMENT_ERROR_CODES.notPayable) });
    expect(await screen.findByRole('heading', { name: 'Payment Not Available' })).toBeInTheDocument();
  });

  it('toasts "Error" when the payment cannot be set up, and tries again', async () => {
    let answer: FakeAnswer = SERVER_ERROR;
    fake = renderCheckout({ intentAnswer: () => answer });
    expect(
      await screen.findByText('Failed to initialize payment. Please try again.', { selector: 'div *' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    answer = { body: intent };
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await payButton()).toBeInTheDocument();
    // The message and its button went: the focus waits on the heading, not on <body>.
    expect(screen.getByRole('heading', { name: 'Payment Information' })).toHaveFocus();
  });

  it('signs in again after a 401 on the payment intent', async () => {
    fake = renderCheckout({ intentAnswer: UNAUTHORIZED });
    expect(await screen.findByText('Unauthorized')).toBeInTheDocument();
    expect(screen.getByText('You are logged out. Logging in again...')).toBeInTheDocument();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(expect.stringMatching(/^\/api\/login/)), {
      timeout: 1500,
    });
  });

  it('tells a visitor to sign in, then goes to /api/login after 500 ms', async () => {
    fake = renderCheckout({ user: UNAUTHORIZED });
    expect(await screen.findByText('Authentication Required')).toBeInTheDocument();
    expect(screen.getByText('Please sign in to complete your booking.')).toBeInTheDocument();
    expect(navigate).not.toHaveBeenCalled();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(expect.stringMatching(/^\/api\/login/)), {
      timeout: 1500,
    });
    expect(fake.calls.map((c) => c.url)).toEqual(['/api/auth/user']);
  });

  it('loads Stripe.js from the URL the server names, once, before creating the form', async () => {
    removeFakeStripe();
    const url = 'http://localhost:12111/v3/stripe.js';
    fake = renderCheckout({ intentAnswer: { body: { ...intent, stripeJsUrl: url } } });
    await waitFor(() => expect(document.head.querySelectorAll(`script[src="${url}"]`)).toHaveLength(1));
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
    installFakeStripe();
    act(() => {
      document.head.querySelector(`script[src="${url}"]`)!.dispatchEvent(new Event('load'));
    });
    expect(await screen.findByLabelText('Card number')).toBeInTheDocument();
  });

  it('says when Stripe.js cannot be loaded, and loads it again on Try again', async () => {
    removeFakeStripe();
    const url = 'http://localhost:12111/broken/stripe.js';
    fake = renderCheckout({ intentAnswer: { body: { ...intent, stripeJsUrl: url } } });
    await waitFor(() => expect(document.head.querySelector(`script[src="${url}"]`)).toBeInTheDocument());
    act(() => {
      document.head.querySelector(`script[src="${url}"]`)!.dispatchEvent(new Event('error'));
    });
    expect(await screen.findByText("We couldn't load the payment form")).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(document.head.querySelectorAll(`script[src="${url}"]`)).toHaveLength(1));
    installFakeStripe();
    act(() => {
      document.head.querySelector(`script[src="${url}"]`)!.dispatchEvent(new Event('load'));
    });
    expect(await screen.findByLabelText('Card number')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Payment Information' })).toHaveFocus();
  });
});
