import { cn } from '@chefs/ui';
import { Star } from 'lucide-react';

/** Five stars, `rating` of them filled; read out as "Rated 4 out of 5". */
export function StarRating({ rating, className }: { rating: number; className?: string }) {
  return (
    <span role="img" aria-label={`Rated ${rating} out of 5`} className={cn('inline-flex gap-0.5', className)}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden="true"
          className={cn('h-4 w-4', n <= rating ? 'fill-copper-500 text-copper-500' : 'text-line')}
        />
      ))}
    </span>
  );
}
