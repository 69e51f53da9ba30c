import { useState } from 'react';
import { cn } from '../cn';
import { initials } from './initials';

export interface AvatarProps {
  name: string;
  src?: string | null;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

const sizes = { sm: 'h-9 w-9 text-sm', md: 'h-14 w-14 text-lg', lg: 'h-20 w-20 text-2xl' } as const;

/** A round portrait; shows the person's initials when there is no image or it fails to load. */
export function Avatar({ name, src, size = 'md', className }: AvatarProps) {
  const [failed, setFailed] = useState(false);
  const showImage = Boolean(src) && !failed;
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-brand-800 font-display font-semibold text-copper-100 ring-2 ring-white',
        sizes[size],
        className,
      )}
    >
      {showImage ? (
        <img src={src ?? undefined} alt={name} className="h-full w-full object-cover" onError={() => setFailed(true)} />
      ) : (
        <span role="img" aria-label={name}>
          {initials(name)}
        </span>
      )}
    </span>
  );
}
