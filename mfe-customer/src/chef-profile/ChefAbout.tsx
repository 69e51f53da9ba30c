import { type ChefDto } from '@chefs/contracts';
import { Badge, Card, CardHeader, humanize } from '@chefs/ui';

/** About, experience, cuisines and services. */
export function ChefAbout({ chef }: { chef: ChefDto }) {
  const years = chef.yearsOfExperience;
  return (
    <Card>
      <CardHeader title="About" titleId="chef-about" />
      <p className="whitespace-pre-line text-ink">{chef.bio}</p>
      <h3 className="mt-6 text-base font-semibold text-ink">Experience</h3>
      <p className="mt-1 text-sm text-muted">
        {years > 0 ? `${years} ${years === 1 ? 'year' : 'years'} of professional cooking.` : null}
        {chef.experience ? ` ${chef.experience}` : null}
        {years <= 0 && !chef.experience ? 'New to our marketplace.' : null}
      </p>
      <h3 className="mt-6 text-base font-semibold text-ink">Cuisines</h3>
      <ul className="mt-2 flex flex-wrap gap-2">
        {chef.cuisines.map((cuisine) => (
          <li key={cuisine}>
            <Badge tone="brand">{humanize(cuisine)}</Badge>
          </li>
        ))}
      </ul>
      <h3 className="mt-6 text-base font-semibold text-ink">Services</h3>
      <ul className="mt-2 flex flex-wrap gap-2">
        {chef.services.map((service) => (
          <li key={service}>
            <Badge tone="copper">{humanize(service)}</Badge>
          </li>
        ))}
      </ul>
    </Card>
  );
}
