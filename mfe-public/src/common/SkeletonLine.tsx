import { cn, Skeleton } from '@chefs/ui';

/**
 * A card's line of text while it loads: a box as tall as the line (and its margin), `className`,
 * holding bars (`bars`, one per line of text in it) centred in it, so the skeleton is as tall as
 * the card it stands for.
 */
export function SkeletonLine({ className, bars }: { className: string; bars: readonly string[] }) {
  return (
    <div className={cn('flex', bars.length > 1 ? 'flex-col justify-center gap-2' : 'items-center', className)}>
      {bars.map((bar, i) => (
        <Skeleton key={i} className={bar} />
      ))}
    </div>
  );
}
