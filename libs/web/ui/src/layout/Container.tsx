import { type HTMLAttributes } from 'react';
import { cn } from '../cn';

export interface ContainerProps extends HTMLAttributes<HTMLDivElement> {
  /** `narrow` for single-column pages (forms, portals). */
  width?: 'default' | 'narrow';
}

/** Centres page content with the site's gutters and max width. */
export function Container({ width = 'default', className, ...props }: ContainerProps) {
  return (
    <div
      className={cn('mx-auto w-full px-4 sm:px-6 lg:px-8', width === 'narrow' ? 'max-w-4xl' : 'max-w-6xl', className)}
      {...props}
    />
  );
}
