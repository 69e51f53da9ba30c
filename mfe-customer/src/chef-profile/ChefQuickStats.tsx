import { type ChefDto } from '@chefs/contracts';
import { Card, CardHeader, formatPrice, formatRating } from '@chefs/ui';

/** Quick Stats: the figures a customer compares chefs by. */
export function ChefQuickStats({ chef }: { chef: ChefDto }) {
  const years = chef.yearsOfExperience;
  const stats: [label: string, value: string][] = [
    ['Response time', 'Within 1 hour'],
    ['Rating', `${formatRating(chef.rating)} / 5`],
    ['Bookings', String(chef.totalBookings)],
    ['Experience', years > 0 ? `${years} ${years === 1 ? 'year' : 'years'}` : 'New'],
    ['Price', `${formatPrice(chef.pricePerPerson)}/person`],
  ];
  return (
    <Card>
      <CardHeader title="Quick Stats" />
      <dl className="space-y-3 text-sm">
        {stats.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4">
            <dt className="text-muted">{label}</dt>
            <dd className="font-medium text-ink">{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
