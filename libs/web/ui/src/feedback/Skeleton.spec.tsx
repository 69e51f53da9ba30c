import { render } from '@testing-library/react';
import { Skeleton, SkeletonGroup } from './Skeleton';

describe('Skeleton', () => {
  it('pulses on its own, only without a wish for reduced motion, hidden from assistive tech', () => {
    const { container } = render(<Skeleton className="h-4 w-20" />);
    const bar = container.firstElementChild as HTMLElement;
    expect(bar).toHaveClass('motion-safe:animate-pulse', 'bg-sand', 'rounded-md', 'h-4', 'w-20');
    expect(bar).not.toHaveClass('animate-pulse'); // would pulse under prefers-reduced-motion: reduce
    expect(bar).toHaveAttribute('aria-hidden', 'true');
  });

  it('keeps a caller’s rounding instead of its own', () => {
    const { container } = render(<Skeleton className="rounded-full" />);
    expect(container.firstElementChild).not.toHaveClass('rounded-md');
  });

  it('inside a group, only the group pulses: one animation for all its placeholders', () => {
    const { container } = render(
      <SkeletonGroup className="flex gap-2">
        <Skeleton className="h-4" />
        <div>
          <Skeleton className="h-3" />
        </div>
      </SkeletonGroup>,
    );
    expect(container.querySelectorAll('[class*="animate-pulse"]')).toHaveLength(1);
    expect(container.firstElementChild).toHaveClass('motion-safe:animate-pulse', 'flex', 'gap-2');
    expect(container.querySelectorAll('.bg-sand')).toHaveLength(2);
  });
});
