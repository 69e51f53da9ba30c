import { focusRing } from '@chefs/ui';
import { ChefHat } from 'lucide-react';
import { Link } from 'react-router';

export function Logo() {
  return (
    <Link to="/" aria-label="Chefs Atlanta home" className={`flex items-center gap-2 rounded-lg ${focusRing}`}>
      {/* shrink-0: at 320 px with wider text spacing the name wraps, and the mark was squeezed to a sliver. */}
      <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-xl bg-brand-800 text-copper-300">
        <ChefHat aria-hidden="true" className="h-5 w-5" />
      </span>
      <span className="font-display text-lg font-semibold tracking-tight text-brand-900">
        Chefs <span className="text-copper-600">Atlanta</span>
      </span>
    </Link>
  );
}
