import { act, render, screen } from '@testing-library/react';
import { dismissToast, toast } from './toast-store';
import { Toaster } from './Toaster';

describe('Toaster', () => {
  afterEach(() => {
    act(() => dismissToast());
    jest.useRealTimers();
  });

  it('shows one toast at a time: the newest replaces the one on screen', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Booking Created', description: 'Your booking has been created successfully!' });
    });
    expect(screen.getByText('Booking Created')).toBeInTheDocument();

    act(() => {
      toast({
        title: 'Access Denied',
        description: 'Admin access required. Redirecting to home...',
        variant: 'destructive',
      });
    });
    expect(screen.getByText('Access Denied')).toBeInTheDocument();
    expect(screen.getByText('Admin access required. Redirecting to home...')).toBeInTheDocument();
    expect(screen.queryByText('Booking Created')).not.toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });

  it('offers the F8 hotkey on the notifications region', () => {
    render(<Toaster />);
    expect(screen.getByRole('region', { name: /F8/ })).toBeInTheDocument();
  });

  it('hides a toast after 5000 ms', () => {
    jest.useFakeTimers();
    render(<Toaster />);
    act(() => {
      toast({ title: 'Chef approved successfully' });
    });
    act(() => jest.advanceTimersByTime(4900));
    expect(screen.queryByText('Chef approved successfully')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(400));
    expect(screen.queryByText('Chef approved successfully')).not.toBeInTheDocument();
  });

  it('runs the action when its button is pressed', () => {
    const onClick = jest.fn();
    render(<Toaster />);
    act(() => {
      toast({ title: 'Booking Failed', action: { label: 'Retry', onClick } });
    });
    act(() => screen.getByRole('button', { name: 'Retry' }).click());
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
