import { type AdminOverviewDto } from '@chefs/contracts';
import { formatMoney, StatCard } from '@chefs/ui';
import { BookOpenCheck, CalendarClock, ChefHat, Wallet } from 'lucide-react';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** docs/product.md §2 overview cards: revenue, active chefs, pending bookings, published recipes. */
export function OverviewCards({ overview }: { overview: AdminOverviewDto }) {
  return (
    <section aria-label="Marketplace figures" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      <StatCard
        label="Total Revenue"
        value={formatMoney(overview.totalRevenue)}
        hint={plural(overview.paidBookings, 'paid booking', 'paid bookings')}
        icon={<Wallet className="h-5 w-5" />}
      />
      <StatCard
        label="Active Chefs"
        value={overview.activeChefs}
        hint={`${overview.pendingChefs} pending approval`}
        icon={<ChefHat className="h-5 w-5" />}
      />
      <StatCard
        label="Pending Bookings"
        value={overview.pendingBookings}
        hint={plural(overview.totalBookings, 'booking in total', 'bookings in total')}
        icon={<CalendarClock className="h-5 w-5" />}
      />
      <StatCard
        label="Published Recipes"
        value={overview.publishedRecipes}
        hint={plural(overview.draftRecipes, 'draft', 'drafts')}
        icon={<BookOpenCheck className="h-5 w-5" />}
      />
    </section>
  );
}
