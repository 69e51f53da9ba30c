import { fireEvent, render, screen } from '@testing-library/react';
import { LoadError } from './LoadError';

describe('LoadError', () => {
  it('hands the focus to the page’s main landmark on Try again, as the page takes this view’s place', () => {
    const onRetry = jest.fn();
    const { rerender } = render(
      <main tabIndex={-1}>
        <LoadError heading="Booking Details" title="We couldn't load this booking" onRetry={onRetry} />
      </main>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Booking Details' })).toBeInTheDocument();
    const retry = screen.getByRole('button', { name: 'Try again' });
    retry.focus();
    fireEvent.click(retry);
    expect(onRetry).toHaveBeenCalledTimes(1);
    // The data came: the page replaces the message and its button; the focus stays in <main>.
    rerender(
      <main tabIndex={-1}>
        <h1>Private Dining Experience</h1>
      </main>,
    );
    expect(screen.getByRole('main')).toHaveFocus();
  });
});
