import { cn } from '../cn';
import { focusRing } from '../focus-ring';

export type ButtonVariant = 'primary' | 'accent' | 'secondary' | 'outline' | 'ghost' | 'destructive' | 'inverse';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand-800 text-white hover:bg-brand-700 shadow-sm',
  accent: 'bg-copper-600 text-white hover:bg-copper-700 shadow-sm',
  secondary: 'bg-sand text-ink hover:bg-line',
  outline: 'border border-brand-800/25 bg-white text-brand-900 hover:bg-brand-50',
  ghost: 'text-ink hover:bg-sand',
  destructive: 'bg-red-700 text-white hover:bg-red-800',
  inverse: 'border border-white/40 text-white hover:bg-white/10',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'h-9 px-3 text-sm',
  md: 'h-10 px-4 text-sm',
  lg: 'h-12 px-6 text-base',
  icon: 'h-10 w-10',
};

/**
 * Button look for anything clickable: buttons, router links and plain anchors. In forced colors
 * (Windows High Contrast) the filled variants' background is painted over and "Find a Chef" or
 * "Search" read as loose words: every button gets an edge there (the system draws its colour).
 */
export function buttonClasses(opts: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}): string {
  const { variant = 'primary', size = 'md', className } = opts;
  return cn(
    'inline-flex items-center justify-center gap-2 rounded-full font-medium whitespace-nowrap transition-colors',
    'disabled:pointer-events-none disabled:opacity-50 cursor-pointer',
    'forced-colors:border',
    focusRing,
    variants[variant],
    sizes[size],
    className,
  );
}
