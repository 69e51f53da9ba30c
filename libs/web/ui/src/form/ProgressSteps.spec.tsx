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

  it("shows each step's whole name, wrapping rather than cutting it with an ellipsis (200% zoom, text spacing)", () => {
    render(<ProgressSteps steps={['Personal Info', 'Video & Quiz']} current={0} label="Progress" />);
    for (const name of ['Personal Info', 'Video & Quiz']) {
      const label = screen.getByText(name);
      expect(label).not.toHaveClass('truncate');
      expect(label.className).toMatch(/break-words/);
    }
  });

  it('moves the bar without sliding when reduced motion is asked for', () => {
    render(<ProgressSteps steps={['Personal Info', 'Video & Quiz']} current={0} label="Progress" />);
    const fill = screen.getByRole('progressbar', { name: 'Progress' }).firstElementChild as HTMLElement;
    expect(fill).toHaveClass('motion-reduce:transition-none');
  });

  it('keeps the bar visible in forced colors, where backgrounds are painted over', () => {
    render(<ProgressSteps steps={['Personal Info', 'Video & Quiz']} current={0} label="Progress" />);
    const bar = screen.getByRole('progressbar', { name: 'Progress' });
    expect(bar.className.split(' ')).toContain('forced-colors:border');
    const fill = bar.firstElementChild as HTMLElement;
    expect(fill.className.split(' ')).toEqual(
      expect.arrayContaining(['forced-colors:bg-[Highlight]', 'forced-colors:forced-color-adjust-none']),
    );
  });
});
