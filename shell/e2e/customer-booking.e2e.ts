import { expect, test, type Page } from '@playwright/test';
import { checkScreen } from './a11y';
import { atlantaDate, bookChef, payWithCard, signIn } from './support';

// A customer books a chef, pays through the Payment Element served by the local Stripe
// stand-in, follows the booking in the portal and cancels it with a refund (docs/product.md §2, §5, §8).

interface Chef {
  id: number;
  name: string;
  pricePerPerson: string;
}

async function aChef(page: Page, index = 0): Promise<Chef> {
  const res = await page.request.get('/api/chefs?limit=50');
  expect(res.ok()).toBe(true);
  const chefs = ((await res.json()) as { items: Chef[] }).items;
  return chefs[index];
}

test.describe('customer booking and payment', () => {
  test('books a chef from the profile, sees every form message once, pays with 4242 and sees it paid', async ({
    page,
  }) => {
    const chef = await aChef(page);
    await signIn(page, 'customer@demo.test');

    await page.goto(`/chef/${chef.id}`);
    await expect(page.getByRole('heading', { level: 1, name: chef.name })).toBeVisible();
    await expect(page.getByText('Within 1 hour')).toBeVisible();
    await checkScreen(page, 'chef-profile');
    await page.getByRole('link', { name: 'Book Now' }).click();
    await page.waitForURL(`**/booking/${chef.id}`);
    await expect(page.getByRole('heading', { level: 1, name: `Book ${chef.name}` })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Booking Summary' })).toBeVisible();
    await expect(page.getByText('Not selected')).toBeVisible();
    await checkScreen(page, 'booking-form');

    // Every message of docs/product.md §5, each once: empty the prefilled fields and submit.
    await page.getByLabel('Full Name').fill('');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Number of Guests').fill('0');
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    for (const message of [
      'Event date is required',
      'Name is required',
      'Invalid email address',
      'Address is required',
    ]) {
      await expect(page.getByText(message, { exact: true })).toHaveCount(1);
    }
    // The guests input clamps to 1 to 20, so "at least 1" needs an out-of-range value the form keeps.
    const guests = page.getByLabel('Number of Guests');
    await expect(guests).toHaveValue(/^(1|0)$/);
    if ((await guests.inputValue()) === '0')
      await expect(page.getByText('Guest count must be at least 1', { exact: true })).toHaveCount(1);
    await expect(page).toHaveURL(new RegExp(`/booking/${chef.id}$`));
    await page.getByLabel('Full Name').fill('Casey Morgan');
    await page.getByLabel('Email').fill('customer@demo.test');
    // A reload (or a lapsed session's sign-in, which comes back here) keeps what was typed.
    await page.getByLabel('Special Requests (optional)').fill('A nut-free dessert, please.');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: `Book ${chef.name}` })).toBeVisible();
    await expect(page.getByLabel('Special Requests (optional)')).toHaveValue('A nut-free dessert, please.');
    await expect(page.getByLabel('Email')).toHaveValue('customer@demo.test');

    const date = atlantaDate(30);
    const bookingId = await bookChef(page, chef, { date, slot: 'morning', guests: 3 });
    await expect(page.getByText('Booking Created', { exact: true })).toBeVisible();
    // Booked: the form's draft is gone.
    expect(await page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('bookingDraft:')))).toEqual(
      [],
    );
    const total = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(
      Number(chef.pricePerPerson) * 3,
    );
    await expect(page.getByRole('button', { name: `Pay ${total}` })).toBeVisible();
    await checkScreen(page, 'checkout');

    await payWithCard(page);
    await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
    await checkScreen(page, 'checkout-success');

    // Paid comes from the signed webhook (or a server-side retrieve), never the browser's word.
    await expect
      .poll(
        async () =>
          ((await (await page.request.get(`/api/bookings/${bookingId}`)).json()) as { paymentStatus: string })
            .paymentStatus,
      )
      .toBe('paid');
    await page.goto(`/bookings/${bookingId}`);
    await expect(page.getByText('Paid', { exact: true }).first()).toBeVisible();
    await checkScreen(page, 'booking-detail');
    await page.goto('/customer-portal');
    await expect(page.getByRole('heading', { level: 1, name: 'My Reservations' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Private Dining Experience/ }).first()).toBeVisible();
    await checkScreen(page, 'customer-portal');

    // A paid booking more than 48 hours away: cancelled, refunded in full.
    await page.goto(`/bookings/${bookingId}`);
    await page.getByRole('button', { name: 'Cancel booking' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(`You will be refunded ${total} in full.`)).toBeVisible();
    await checkScreen(page, 'booking-cancel-dialog');
    await dialog.getByRole('button', { name: 'Yes, cancel booking' }).click();
    await expect(page.getByText('Booking Cancelled', { exact: true })).toBeVisible();
    await expect(page.getByText('Refunded', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('Cancelled', { exact: true }).first()).toBeVisible();
    const after = (await (await page.request.get(`/api/bookings/${bookingId}`)).json()) as {
      status: string;
      paymentStatus: string;
    };
    expect(after).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
  });

  test('a declined card shows "Payment Failed" with the provider’s message and can be tried again', async ({
    page,
  }) => {
    const chef = await aChef(page, 1);
    await signIn(page, 'customer@demo.test');
    const bookingId = await bookChef(page, chef, { date: atlantaDate(31), slot: 'afternoon', guests: 2 });
    await payWithCard(page, '4000 0000 0000 0002');
    await expect(page.getByText('Payment Failed', { exact: true })).toBeVisible();
    await expect(page.getByText('Your card was declined.').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toHaveCount(0);
    await expect
      .poll(
        async () =>
          ((await (await page.request.get(`/api/bookings/${bookingId}`)).json()) as { paymentStatus: string })
            .paymentStatus,
      )
      .not.toBe('paid');
    // The form stays: the customer may try another card.
    await expect(page.getByRole('button', { name: /^Pay \$[\d,]+\.\d{2}$/ })).toBeEnabled();
  });

  test('reviews a completed booking once; the review shows on the chef’s profile and moves the rating', async ({
    page,
  }) => {
    await signIn(page, 'customer@demo.test');
    const list = (await (await page.request.get('/api/bookings?limit=50')).json()) as {
      items: { id: number; chefId: number; chefName: string; status: string }[];
    };
    const done = list.items.find((b) => b.status === 'completed' && b.chefName === 'Mei Lin Chen');
    expect(done, 'the seeded completed booking without a review').toBeDefined();
    const chefBefore = (await (await page.request.get(`/api/chefs/${done!.chefId}`)).json()) as { rating: string };

    await page.goto(`/bookings/${done!.id}`);
    await expect(page.getByRole('heading', { name: 'Review Your Experience' })).toBeVisible();
    await checkScreen(page, 'booking-review-form');
    await page.getByRole('button', { name: 'Submit Review' }).click();
    await expect(page.getByText('Please choose a rating from 1 to 5', { exact: true })).toBeVisible();
    // By keyboard, as the stars are radios drawn over visually hidden inputs.
    const twoStars = page.getByRole('radio', { name: '2 stars' });
    await twoStars.focus();
    await page.keyboard.press('Space');
    await expect(twoStars).toBeChecked();
    await page.getByLabel('Your review').fill('Tasty, but the lunches arrived an hour late.');
    await page.getByRole('button', { name: 'Submit Review' }).click();
    await expect(page.getByText('Review Submitted', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your Review' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit Review' })).toHaveCount(0);

    const again = await page.request.post('/api/reviews', {
      data: { bookingId: done!.id, rating: 5, comment: 'Second try' },
      headers: { Origin: new URL(page.url()).origin },
    });
    expect(again.status()).toBe(409);
    const chefAfter = (await (await page.request.get(`/api/chefs/${done!.chefId}`)).json()) as { rating: string };
    expect(Number(chefAfter.rating)).toBeLessThan(Number(chefBefore.rating));
    await page.goto(`/chef/${done!.chefId}`);
    await expect(page.getByText('Tasty, but the lunches arrived an hour late.')).toBeVisible();
  });

  test('/book/:chefId redirects to the booking form, and a missing chef shows "Chef Not Found"', async ({ page }) => {
    const chef = await aChef(page);
    await signIn(page, 'customer@demo.test');
    await page.goto(`/book/${chef.id}`);
    await page.waitForURL(`**/booking/${chef.id}`);
    await page.goto('/booking/999999');
    await expect(page.getByRole('heading', { name: 'Chef Not Found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Home' })).toBeVisible();
    await page.goto('/chef/999999');
    await expect(page.getByRole('heading', { name: 'Chef Not Found' })).toBeVisible();
    await page.goto('/checkout/999999');
    await expect(page.getByRole('heading', { name: 'Booking Not Found' })).toBeVisible();
    await checkScreen(page, 'checkout-not-found');
  });
});
