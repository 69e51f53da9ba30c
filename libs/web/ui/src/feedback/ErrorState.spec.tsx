import { fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { ErrorState } from './ErrorState';

describe('ErrorState', () => {
  it('Try again hands the focus to retryFocus (an element that stays) before it reads again', () => {
    const heading = createRef<HTMLHeadingElement>();
    let focusedAtRetry: Element | null = null;
    render(
      <>
        <h2 ref={heading} tabIndex={-1}>
          Reviews
        </h2>
        <ErrorState onRetry={() => (focusedAtRetry = document.activeElement)} retryFocus={heading} />
      </>,
    );
    const retry = screen.getByRole('button', { name: 'Try again' });
    retry.focus();
    fireEvent.click(retry);
    expect(focusedAtRetry).toBe(heading.current);
    expect(document.activeElement).toBe(heading.current);
  });

  it('takes a function that finds the element, and leaves the focus alone without one', () => {
    const onRetry = jest.fn();
    const { rerender } = render(
      <main tabIndex={-1}>
        <ErrorState onRetry={onRetry} retryFocus={() => document.querySelector('main')} />
      </main>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(document.activeElement).toBe(document.querySelector('main'));
    expect(onRetry).toHaveBeenCalledTimes(1);

    rerender(
      <main tabIndex={-1}>
        <ErrorState onRetry={onRetry} />
      </main>,
    );
    const retry = screen.getByRole('button', { name: 'Try again' });
    retry.focus();
    fireEvent.click(retry);
    expect(document.activeElement).toBe(retry);
    expect(onRetry).toHaveBeenCalledTimes(2);
  });
});
