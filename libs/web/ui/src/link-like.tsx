import { type ComponentType, type ReactNode } from 'react';

/**
 * What the design system needs from a link. Pass react-router's `Link` (the UI library
 * knows nothing of routing), or leave it out to get a plain anchor.
 */
export type LinkLike = ComponentType<{ to: string; className?: string; children?: ReactNode }>;

export const PlainLink: LinkLike = ({ to, className, children }) => (
  <a href={to} className={className}>
    {children}
  </a>
);
