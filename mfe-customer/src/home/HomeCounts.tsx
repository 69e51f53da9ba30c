import { type HomeSummaryDto } from '@chefs/contracts';
import { StatCard } from '@chefs/ui';
import { BookOpen, CalendarDays, ChefHat, type LucideIcon } from 'lucide-react';

type Counts = HomeSummaryDto['counts'];

const STATS: readonly { key: keyof Counts; label: string; hint: string; Icon: LucideIcon }[] = [
  { key: 'chefs', label: 'Chefs', hint: 'Vetted chefs near you', Icon: ChefHat },
  { key: 'recipes', label: 'Recipes', hint: 'In the recipe hub', Icon: BookOpen },
  { key: 'bookings', label: 'Bookings', hint: 'Your reservations', Icon: CalendarDays },
];

export function HomeCounts({ counts }: { counts: Counts }) {
  return (
    <section aria-label="At a glance" className="grid grid-cols-3 gap-3 sm:gap-4">
      {STATS.map(({ key, label, hint, Icon }) => (
        <StatCard
          key={key}
          label={label}
          value={counts[key]}
          hint={hint}
          hideHintOnPhones
          icon={<Icon className="h-5 w-5" />}
        />
      ))}
    </section>
  );
}
