import { CalendarDays, ChefHat, Users } from 'lucide-react';

/** A decorative booking preview beside the hero copy (large screens only). */
export function HeroPreview() {
  return (
    <div aria-hidden="true" className="relative hidden lg:block">
      <div className="absolute -top-6 -left-6 h-40 w-40 rounded-full bg-copper-500/20 blur-2xl" />
      <div className="relative rotate-1 rounded-3xl border border-white/10 bg-white p-6 text-ink shadow-2xl">
        <div className="flex items-center gap-3">
          <span className="flex h-12 w-12 items-center justify-center rounded-full bg-brand-800 text-copper-200">
            <ChefHat className="h-6 w-6" />
          </span>
          <div>
            <p className="font-display text-lg font-semibold">Saturday dinner party</p>
            <p className="text-sm text-muted">Seasonal Southern tasting menu</p>
          </div>
        </div>
        <div className="mt-5 grid grid-cols-2 gap-3 text-sm">
          <p className="flex items-center gap-2 rounded-xl bg-cream px-3 py-2">
            <CalendarDays className="h-4 w-4 text-copper-600" /> 5:00 PM - 9:00 PM
          </p>
          <p className="flex items-center gap-2 rounded-xl bg-cream px-3 py-2">
            <Users className="h-4 w-4 text-copper-600" /> 6 guests
          </p>
        </div>
        <div className="mt-5 flex items-center justify-between border-t border-line pt-4">
          <span className="text-sm text-muted">Chef shops, cooks and cleans up</span>
          <span className="rounded-full bg-emerald-100 px-3 py-1 text-xs font-semibold text-emerald-900">
            Confirmed
          </span>
        </div>
      </div>
      <div className="relative -mt-4 ml-10 -rotate-2 rounded-2xl bg-copper-600 px-5 py-4 text-white shadow-xl">
        <p className="text-sm">Weekly meal prep</p>
        <p className="font-display text-xl font-semibold">Fresh, every Monday</p>
      </div>
    </div>
  );
}
