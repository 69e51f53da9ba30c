import { useState } from 'react';
import { cn } from '../cn';
import { initials } from './initials';

export interface AvatarProps {
  name: string;
  src?: string | null;
  size?: 'sm' | 'md' | 'lg';
  /**
   * What stands in for a missing or broken photo: the person's initials (a profile, a list),
   * or a drawn chef's portrait where a picture is expected (the booking summary's "chef photo
   * with fallback image").
   */
  fallback?: 'initials' | 'portrait';
  className?: string;
}

const sizes = { sm: 'h-9 w-9 text-sm', md: 'h-14 w-14 text-lg', lg: 'h-20 w-20 text-2xl' } as const;

/** A round portrait; shows the fallback when there is no image or it fails to load. */
export function Avatar({ name, src, size = 'md', fallback = 'initials', className }: AvatarProps) {
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
      ) : fallback === 'portrait' ? (
        <ChefPortrait name={name} />
      ) : (
        <span role="img" aria-label={name}>
          {initials(name)}
        </span>
      )}
    </span>
  );
}

/** A chef in a toque, head and shoulders, drawn to fill the round frame. */
function ChefPortrait({ name }: { name: string }) {
  return (
    <svg role="img" aria-label={name} viewBox="4 7 56 57" className="h-full w-full" data-fallback="portrait">
      <rect width="64" height="64" className="fill-brand-800" />
      {/* shoulders in a chef's jacket */}
      <path d="M10 64c1-11 9-17 22-17s21 6 22 17z" className="fill-copper-100" />
      <path d="M32 47v17" className="stroke-copper-400" strokeWidth="1.5" />
      <circle cx="28" cy="54" r="1.2" className="fill-copper-400" />
      <circle cx="36" cy="54" r="1.2" className="fill-copper-400" />
      {/* face */}
      <circle cx="32" cy="36" r="9" className="fill-copper-300" />
      {/* toque: a band and its puffed crown */}
      <path d="M21 22a6 6 0 0 1 5-9 7 7 0 0 1 12 0 6 6 0 0 1 5 9l-2 4H23z" className="fill-white" />
      <rect x="23" y="25" width="18" height="4" rx="1" className="fill-copper-100" />
    </svg>
  );
}
