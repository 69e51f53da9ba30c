import { type ChefDto } from '@chefs/contracts';
import { Avatar, Card, formatMoney } from '@chefs/ui';

function ratingText(rating: string | null): string {
  const n = Number.parseFloat(rating ?? '');
  return Number.isFinite(n) && n > 0 ? `${n.toFixed(1)} / 5` : 'No ratings yet';
}

/** The chef's profile at a glance (the Profile tab). */
export function ProfileSummary({ chef }: { chef: ChefDto }) {
  const facts = [
    { label: 'Specialty', value: chef.specialty },
    { label: 'Experience', value: `${chef.yearsOfExperience} ${chef.yearsOfExperience === 1 ? 'year' : 'years'}` },
    { label: 'Location', value: [chef.location, chef.zipCodes.join(', ')].filter(Boolean).join(' · ') },
    { label: 'Price per person', value: formatMoney(chef.pricePerPerson) },
    { label: 'Rating', value: ratingText(chef.rating) },
    { label: 'Bookings', value: String(chef.totalBookings) },
  ];
  return (
    <Card padding="lg">
      <div className="flex items-center gap-4">
        <Avatar name={chef.name} src={chef.profileImage} size="lg" />
        <div className="min-w-0">
          <h2 className="truncate text-2xl font-semibold text-brand-900">{chef.name}</h2>
          <p className="text-copper-700">{chef.specialty}</p>
        </div>
      </div>
      <h3 className="sr-only">Profile</h3>
      <dl className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {facts.map((fact) => (
          <div key={fact.label} className="rounded-xl bg-cream p-4">
            <dt className="text-sm text-muted">{fact.label}</dt>
            <dd className="mt-1 font-medium text-ink">{fact.value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
