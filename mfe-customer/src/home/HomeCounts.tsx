import { type HomeSummaryDto } from '@chefs/contracts';
import { StatCard } from '@chefs/ui';
import { BookOpen, CalendarDays, ChefHat } from 'lucide-react';

export function HomeCounts({ counts }: { counts: HomeSummaryDto['counts'] }) {
  return (
    <section aria-label="At a glance" className="grid grid-cols-3 gap-3 sm:gap-4">
      <StatCard
        label="Chefs"
        value={counts.chefs}
        hint="Vetted chefs near you"
        hideHintOnPhones
        icon={<ChefHat className="h-5 w-5" />}
      />
      <StatCard
        label="Recipes"
        value={counts.recipes}
        hint="In the recipe hub"
        hideHintOnPhones
        icon={<BookOpen className="h-5 w-5" />}
      />
      <StatCard
        label="Bookings"
        value={counts.bookings}
        hint="Your reservations"
        hideHintOnPhones
        icon={<CalendarDays className="h-5 w-5" />}
      />
    </section>
  );
}
