import { installFakeFetch, renderWithProviders, UNAUTHORIZED } from '@chefs/api-client/testing';
import { screen } from '@testing-library/react';
import { Layout } from './Layout';

describe('Layout', () => {
  let fake: ReturnType<typeof installFakeFetch>;
  beforeEach(() => {
    fake = installFakeFetch({ 'GET /api/auth/user': UNAUTHORIZED });
  });
  afterEach(() => fake.restore());

  it('moves the focus into main on "Skip to content", not only the view', async () => {
    // A page of the shell's own (no portal to load).
    renderWithProviders(<Layout />, { route: '/no-such-page' });
    await screen.findByRole('button', { name: 'Sign In' });
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main');
    // What a browser does on following #main (jsdom does not): it focuses the target if the
    // target can take the focus, and otherwise leaves the focus on the body.
    const main = screen.getByRole('main');
    main.focus();
    expect(main).toHaveFocus();
    expect(main).toHaveAttribute('tabindex', '-1'); // no tab stop of its own
  });
});
