import { dismissToast, Toaster } from '@chefs/ui';
import { act, render, renderHook, screen } from '@testing-library/react';
import { CUSTOMER_LOGGED_OUT, handleLoggedOut, LOGIN_REDIRECT_DELAY_MS, useSignInAgainOn401 } from './logged-out';
import { browserNavigation } from './navigation';

describe('handleLoggedOut', () => {
  let go: jest.SpyInstance;
  beforeEach(() => {
    jest.useFakeTimers();
    go = jest.spyOn(browserNavigation, 'go').mockImplementation(() => undefined);
    window.history.replaceState(null, '', '/chef-portal?tab=bookings');
  });
  afterEach(() => {
    act(() => dismissToast());
    go.mockRestore();
    jest.useRealTimers();
    window.history.replaceState(null, '', '/');
  });

  it('says the session ended, then after 500 ms signs in again and comes back to this page', () => {
    render(<Toaster />);
    act(() => handleLoggedOut());
    expect(screen.getByText('Unauthorized')).toBeInTheDocument();
    expect(screen.getByText('You are logged out. Logging in again...')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(LOGIN_REDIRECT_DELAY_MS - 1));
    expect(go).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(go).toHaveBeenCalledWith(`/api/login?returnTo=${encodeURIComponent('/chef-portal?tab=bookings')}`);
  });

  it('starts sign-in at the URL the caller names', () => {
    render(<Toaster />);
    act(() => handleLoggedOut({ loginUrl: '/api/login?returnTo=/apply' }));
    act(() => jest.advanceTimersByTime(LOGIN_REDIRECT_DELAY_MS));
    expect(go).toHaveBeenCalledWith('/api/login?returnTo=/apply');
  });

  it('is red for the admin, chef and application mutations and plain for a customer’s (docs/product.md §8’s two rows)', () => {
    render(<Toaster />);
    act(() => handleLoggedOut());
    expect(screen.getByText('Unauthorized').closest('li')).toHaveClass('bg-red-700');
    act(() => dismissToast());
    act(() => handleLoggedOut(CUSTOMER_LOGGED_OUT));
    const plain = screen.getAllByText('Unauthorized').at(-1)!.closest('li');
    expect(plain).toHaveClass('bg-white');
    expect(plain).not.toHaveClass('bg-red-700');
  });

  it('useSignInAgainOn401: a read answered 401 says so once, then signs in again; other errors do not', () => {
    render(<Toaster />);
    const lapsed = new Error('401: {"message":"Unauthorized"}');
    const { result, rerender } = renderHook(({ errors }) => useSignInAgainOn401(errors, CUSTOMER_LOGGED_OUT), {
      initialProps: { errors: [null, new Error('500: Internal Server Error')] as unknown[] },
    });
    expect(result.current).toBe(false);
    expect(screen.queryByText('Unauthorized')).toBeNull();
    rerender({ errors: [lapsed, null] });
    rerender({ errors: [lapsed, lapsed] });
    expect(result.current).toBe(true);
    expect(screen.getAllByText('Unauthorized')).toHaveLength(1);
    expect(screen.getByText('Unauthorized').closest('li')).toHaveClass('bg-white');
    act(() => jest.advanceTimersByTime(LOGIN_REDIRECT_DELAY_MS));
    expect(go).toHaveBeenCalledTimes(1);
  });
});
