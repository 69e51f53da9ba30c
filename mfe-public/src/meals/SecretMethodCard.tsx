import { Card } from '@chefs/ui';
import { ChefHat } from 'lucide-react';

/** In place of the method of a dish that is the chef's own. */
export function SecretMethodCard() {
  return (
    <Card className="flex items-start gap-4">
      <span
        aria-hidden="true"
        className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-800 text-copper-200"
      >
        <ChefHat className="h-5 w-5" />
      </span>
      <p className="text-sm text-muted">
        This is one of our chefs&apos; signature dishes: they prepare it in your kitchen, so the method stays their
        secret. Book a chef to enjoy it at home.
      </p>
    </Card>
  );
}
