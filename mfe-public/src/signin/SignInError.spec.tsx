import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { SignInError } from './SignInError';

const at = (route: string) => (
  <MemoryRouter initialEntries={[route]}>
    <SignInError />
  </MemoryRouter>
);

describe('SignInError', () => {
  it('hydrates the page prerendered without the query, then shows the error (no page drawn anew)', async () => {
    // The gateway answers /signin?error=1 with the page prerendered for /signin.
    const container = document.createElement('div');
    container.innerHTML = renderToString(at('/signin'));
    expect(container.innerHTML).toBe('');
    document.body.append(container);
    const recoverable = jest.fn();
    await act(async () => {
      hydrateRoot(container, at('/signin?error=1'), { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.querySelector('[role="alert"]')?.textContent).toBe(
      'There was an issue signing in. Please try again.',
    );
    container.remove();
  });
});
