import { render, screen } from '@testing-library/react';
import { ProgressSteps } from './ProgressSteps';

describe('ProgressSteps', () => {
  it('tells where the user is, as text and as a progress bar, and marks the current step', () => {
    render(<ProgressSteps steps={['Personal Info', 'Experience', 'Video & Quiz']} current={1} label="Progress" />);
    const bar = screen.getByRole('progressbar', { name: 'Progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '2');
    expect(bar).toHaveAttribute('aria-valuemax', '3');
    expect(bar).toHaveAttribute('aria-valuetext', 'Step 2 of 3: Experience');
    expect(screen.getByText(/Step 2 of 3/)).toBeInTheDocument();
    const items = screen.getAllByRole('listitem');
    expect(items[0].textContent).toBe('Personal Info (done)');
    expect(items[1].getAttribute('aria-current')).toBe('step');
    expect(items[2].hasAttribute('aria-current')).toBe(false);
  });
});
