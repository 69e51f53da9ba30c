import { type NutritionInfo } from '@chefs/contracts';
import { Sparkles } from 'lucide-react';
import { FindChefLink } from './FindChefLink';
import { Pairings } from './Pairings';

/** In place of instructions (docs/product.md §2): a dish our chefs cook for you, with what to serve beside it. */
export function ShowcaseDishCard({ nutrition }: { nutrition: NutritionInfo }) {
  return (
    <section
      aria-labelledby="showcase-title"
      className="relative overflow-hidden rounded-[var(--radius-card)] bg-brand-900 p-6 text-white shadow-[var(--shadow-card)] sm:p-8"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(28rem_16rem_at_100%_0%,rgb(194_111_55/0.3),transparent)]"
      />
      <div className="relative">
        <p className="flex items-center gap-2 text-sm font-semibold tracking-wide text-copper-200 uppercase">
          <Sparkles aria-hidden="true" className="h-4 w-4" /> Signature dish
        </p>
        <h2 id="showcase-title" className="mt-2 text-2xl font-semibold sm:text-3xl">
          Chef&apos;s Showcase Dish
        </h2>
        <p className="mt-2 max-w-2xl text-brand-100">
          There is no step-by-step recipe for this one: it is a signature dish our chefs prepare in your kitchen. Book a
          chef and enjoy it at home with the pairings below.
        </p>
        <div className="mt-6">
          <Pairings nutrition={nutrition} tone="dark" />
        </div>
        <div className="mt-6">
          <FindChefLink />
        </div>
      </div>
    </section>
  );
}
