import { Button, cn } from '@chefs/ui';
import { Heart } from 'lucide-react';
import { useSavedRecipe } from './saved-recipes';

/** A local-only save toggle: its name stays "Save recipe"; aria-pressed says whether it is on. */
export function SaveRecipeButton({ slug }: { slug: string }) {
  const { saved, toggle } = useSavedRecipe(slug);
  return (
    <div className="flex flex-col items-start gap-1">
      <Button
        variant={saved ? 'accent' : 'outline'}
        aria-pressed={saved}
        onClick={toggle}
        title={saved ? 'Saved on this device. Click to remove.' : 'Save on this device'}
      >
        <Heart aria-hidden="true" className={cn('h-4 w-4', saved && 'fill-current')} />
        Save recipe
      </Button>
      <span aria-live="polite" className="min-h-4 text-xs text-muted">
        {saved ? 'Saved on this device' : ''}
      </span>
    </div>
  );
}
