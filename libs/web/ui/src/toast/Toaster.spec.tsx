import { act, render, screen } from '@testing-library/react';
import { afterToasterShown, dismissToast, toast, whenToasterShown } from './toast-store';
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

  it('keeps the toasts at most 420px wide at every screen width', () => {
    render(<Toaster />);
    const viewport = screen.getByRole('region', { name: /F8/ }).querySelector('ol')!;
    const classes = viewport.className.split(/\s+/);
    expect(classes).toContain('max-w-[420px]');
    // Not only from a breakpoint up (md:max-w-[420px] left a 600 px screen's toast 600 px wide).
    expect(classes.filter((c) => c.includes('max-w-') && c !== 'max-w-[420px]')).toEqual([]);
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

  describe('whenToasterShown (a redirect after a toast waits for it to show)', () => {
    it('runs at once while a Toaster is on the page', () => {
      render(<Toaster />);
      const then = jest.fn();
      whenToasterShown(then);
      expect(then).toHaveBeenCalledTimes(1);
    });

    it('waits for a Toaster that is still loading, and runs once it mounts', () => {
      const then = jest.fn();
      whenToasterShown(then);
      expect(then).not.toHaveBeenCalled();
      render(<Toaster />);
      expect(then).toHaveBeenCalledTimes(1);
    });

    it('goes on after 3 s when no Toaster ever comes, and can be cancelled', () => {
      jest.useFakeTimers();
      const then = jest.fn();
      const cancelled = jest.fn();
      whenToasterShown(then);
      whenToasterShown(cancelled)();
      jest.advanceTimersByTime(2999);
      expect(then).not.toHaveBeenCalled();
      jest.advanceTimersByTime(1);
      expect(then).toHaveBeenCalledTimes(1);
      expect(cancelled).not.toHaveBeenCalled();
    });
  });

  describe('afterToasterShown (the delay of a redirect, counted from when its toast shows)', () => {
    it('counts the delay from the Toaster’s mount, and its cancel stops the wait or the delay', () => {
      jest.useFakeTimers();
      const then = jest.fn();
      const cancelledWaiting = jest.fn();
      const cancelledDelayed = jest.fn();
      afterToasterShown(500, then);
      const stopWaiting = afterToasterShown(500, cancelledWaiting);
      const stopDelayed = afterToasterShown(500, cancelledDelayed);
      jest.advanceTimersByTime(400);
      stopWaiting();
      render(<Toaster />);
      jest.advanceTimersByTime(499);
      expect(then).not.toHaveBeenCalled();
      stopDelayed();
      jest.advanceTimersByTime(1);
      expect(then).toHaveBeenCalledTimes(1);
      expect(cancelledWaiting).not.toHaveBeenCalled();
      expect(cancelledDelayed).not.toHaveBeenCalled();
    });
  });
});
