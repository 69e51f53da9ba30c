import { createContext, useContext, type HTMLAttributes } from 'react';
import { cn } from '../cn';

/** False inside a SkeletonGroup: the group pulses, its placeholders do not pulse on their own. */
const PulsesAlone = createContext(true);

/**
 * A pulsing placeholder; hidden from assistive tech (announce loading with a status text instead).
 * It pulses only for visitors who have not asked for reduced motion (motion-safe): the pulse is
 * decoration, and a page of them kept fading in and out for those who had.
 */
export function Skeleton({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  const pulses = useContext(PulsesAlone);
  // Only round the corners by default, so a caller's `rounded-full` is not fighting `rounded-md`.
  const rounded = /(^|\s)rounded/.test(className ?? '') ? null : 'rounded-md';
  return (
    <div
      aria-hidden="true"
      className={cn(pulses && 'motion-safe:animate-pulse', 'bg-sand', rounded, className)}
      {...props}
    />
  );
}

/**
 * Placeholders that pulse as one: the group's opacity is animated, not each placeholder's. They
 * all start together, so they pulse in step either way and look the same; but the landing page's
 * three lists held 102 animations, and each one restyled its element on the main thread whenever
 * the page around it changed during hydration, half of the page's style work after its first
 * paint (docs/performance.md, "What the main thread does after the first paint"). Wrap only
 * placeholders and transparent layout in a group: anything opaque inside it (a card's
 * background, a border) would pulse too.
 */
export function SkeletonGroup({ className, children, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div className={cn('motion-safe:animate-pulse', className)} {...props}>
      <PulsesAlone.Provider value={false}>{children}</PulsesAlone.Provider>
    </div>
  );
}
