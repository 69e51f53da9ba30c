import { type RecipeCategory } from '@chefs/contracts';
import { cn } from '../cn';
import { useState } from 'react';
import { foodIcon } from './food-icon';

const GRADIENTS: Record<RecipeCategory, string> = {
  meal_prep: 'from-brand-800 via-brand-700 to-brand-500',
  quick_dinners: 'from-copper-800 via-copper-600 to-copper-400',
  healthy: 'from-brand-700 via-brand-500 to-brand-300',
  comfort_food: 'from-copper-900 via-copper-700 to-copper-500',
  fine_dining: 'from-brand-950 via-brand-800 to-copper-800',
};

export interface FoodArtworkProps {
  /** Picks the drawn icon (the main ingredient it names). */
  title: string;
  category: RecipeCategory;
  imageUrl: string | null;
  /** Describes a real photo; the drawn fallback is decorative. */
  alt?: string;
  /** Size and shape of the frame (e.g. "aspect-[4/3] rounded-3xl"). */
  className?: string;
  /** `lg` for a page's main picture. */
  size?: 'md' | 'lg';
  /** `lazy` for a card in a list, whose photo may be far down the page. */
  loading?: 'lazy' | 'eager';
}

/**
 * A recipe's picture: the photo when there is one and it loads, else a drawing in the
 * category's colours with its icon — never a broken image.
 */
export function FoodArtwork({
  title,
  category,
  imageUrl,
  alt = '',
  className,
  size = 'md',
  loading,
}: FoodArtworkProps) {
  const [failed, setFailed] = useState(false);
  const Icon = foodIcon(title, category);
  const large = size === 'lg';
  if (imageUrl && !failed) {
    return (
      <div className={cn('overflow-hidden bg-sand', className)}>
        <img
          src={imageUrl}
          alt={alt}
          loading={loading}
          className="h-full w-full object-cover"
          onError={() => setFailed(true)}
        />
      </div>
    );
  }
  return (
    <div
      aria-hidden="true"
      data-testid="food-artwork-fallback"
      className={cn(
        'relative flex items-center justify-center overflow-hidden bg-gradient-to-br',
        GRADIENTS[category] ?? GRADIENTS.meal_prep,
        className,
      )}
    >
      <span className="absolute -top-12 -right-10 h-48 w-48 rounded-full bg-white/10" />
      <span className="absolute -bottom-16 -left-10 h-44 w-44 rounded-full bg-black/10" />
      <span className="absolute top-6 left-8 h-3 w-3 rounded-full bg-copper-200/60" />
      <span
        className={cn(
          'relative flex items-center justify-center rounded-full bg-white/10 ring-1 ring-white/25',
          large ? 'h-32 w-32' : 'h-20 w-20',
        )}
      >
        <Icon className={cn('text-copper-100', large ? 'h-14 w-14' : 'h-9 w-9')} strokeWidth={1.25} />
      </span>
    </div>
  );
}
