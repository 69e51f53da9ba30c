import { PAYMENT_ERROR_CODES, type PaymentIntentDto } from '@chefs/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { ApiError } from '../api-error';
import { aBookingDetail, installFakeFetch, renderWithProviders } from '../testing';
import { useBooking } from './useBooking';
import { useCreatePaymentIntent } from './useCreatePaymentIntent';

const intent: PaymentIntentDto = {
  clientSecret: 'pi_123_secret_abc',
  publishableKey: 'pk_test_123',
  stripeJsUrl: 'http://localhost:12111/v3/stripe.js',
  amount: 340,
};

function Probe() {
  const booking = useBooking(7);
  const create = useCreatePaymentIntent();
  const code = create.error instanceof ApiError ? create.error.body?.code : undefined;
  return (
    <>
      <p>booking {booking.data?.paymentStatus ?? '…'}</p>
      <button onClick={() => create.mutate({ bookingId: 7 })}>pay</button>
      {create.data ? <p>secret {create.data.clientSecret}</p> : null}
      {create.isError ? (
        <p>
          failed {create.error.message.slice(0, 4)}
          {code}
        </p>
      ) : null}
    </>
  );
}

describe('useCreatePaymentIntent', () => {
  let fake: ReturnType<typeof installFakeFetch>;
  afterEach(() => fake.restore());

  it('posts the booking id (never an amount) and gives the intent', async () => {
    fake = installFakeFetch({
      'GET /api/bookings/7': { body: aBookingDetail({ id: 7 }) },
      'POST /api/create-payment-intent': { body: intent },
    });
    renderWithProviders(<Probe />);
    fireEvent.click(await screen.findByRole('button', { name: 'pay' }));
    expect(await screen.findByText('secret pi_123_secret_abc')).toBeInTheDocument();
    expect(fake.calls.filter((c) => c.method === 'POST')).toEqual([
      { method: 'POST', url: '/api/create-payment-intent', body: { bookingId: 7 }, credentials: 'include' },
    ]);
  });

  it('says why it failed, and reads the booking again when it turns out to be paid', async () => {
    let paid = false;
    fake = installFakeFetch({
      'GET /api/bookings/7': () => ({ body: aBookingDetail({ id: 7, paymentStatus: paid ? 'paid' : 'pending' }) }),
      'POST /api/create-payment-intent': () => {
        paid = true;
        return {
          status: 409,
          body: {
            statusCode: 409,
            error: 'Conflict',
            message: 'Payment Already Completed',
            code: PAYMENT_ERROR_CODES.alreadyPaid,
          },
        };
      },
    });
    renderWithProviders(<Probe />);
    expect(await screen.findByText('booking pending')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'pay' }));
    expect(await screen.findByText(`failed 409:${PAYMENT_ERROR_CODES.alreadyPaid}`)).toBeInTheDocument();
    expect(await screen.findByText('booking paid')).toBeInTheDocument();
  });
});
