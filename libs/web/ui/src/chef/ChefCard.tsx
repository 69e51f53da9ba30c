import { MapPin, Star } from 'lucide-react';
import { Card } from '../card/Card';
import { cn } from '../cn';
import { Badge } from '../feedback/Badge';
import { focusRing } from '../focus-ring';
import { formatPrice } from '../format/money';
import { formatRating, humanize } from '../format/labels';
import { PlainLink, type LinkLike } from '../link-like';
import { Avatar } from '../media/Avatar';

export interface ChefCardChef {
  name: string;
  specialty: string;
  location: string;
  cuisines: string[];
  pricePerPerson: string;
  rating: string | null;
  profileImage: string | null;
}

export interface ChefCardProps {
  chef: ChefCardChef;
  href: string;
  linkComponent?: LinkLike;
  headingLevel?: 2 | 3 | 4;
}

/** A chef in a grid: the whole card opens the profile; the name is the link's accessible name. */
export function ChefCard({ chef, href, linkComponent: Link = PlainLink, headingLevel = 3 }: ChefCardProps) {
  const Heading = `h${headingLevel}` as const;
  const rating = formatRating(chef.rating);
  return (
    <Card
      padding="none"
      className="group relative flex h-full flex-col transition hover:-translate-y-0.5 hover:shadow-lg"
    >
      <div className="flex items-start gap-4 p-5">
        <Avatar name={chef.name} src={chef.profileImage} />
        {/* The name wraps whole, inside one long word too; specialty and location take up to two
            lines each and then end with an ellipsis. Nothing here can show a cut-off line in full
            on hover: the link's overlay covers the card. */}
        <div className="min-w-0 flex-1">
          <Heading className="text-lg font-semibold wrap-anywhere text-ink">
            <Link to={href} className={cn('rounded after:absolute after:inset-0 after:content-[""]', focusRing)}>
              {chef.name}
            </Link>
          </Heading>
          <p className="line-clamp-2 text-sm font-medium wrap-anywhere text-copper-700">{chef.specialty}</p>
          <p className="mt-1 flex items-start gap-1 text-sm text-muted">
            <MapPin aria-hidden="true" className="mt-0.5 h-3.5 w-3.5 shrink-0" />
            <span className="line-clamp-2 min-w-0 wrap-anywhere">{chef.location}</span>
          </p>
        </div>
        <span className="flex shrink-0 items-center gap-1 rounded-full bg-copper-50 px-2 py-1 text-sm font-semibold text-copper-800">
          <Star aria-hidden="true" className="h-3.5 w-3.5 fill-current" />
          <span aria-label={`Rated ${rating} out of 5`}>{rating}</span>
        </span>
      </div>
      <div className="flex flex-wrap gap-2 px-5 pb-4">
        {chef.cuisines.slice(0, 2).map((cuisine) => (
          <Badge key={cuisine} tone="brand">
            {humanize(cuisine)}
          </Badge>
        ))}
      </div>
      <div className="mt-auto flex items-center justify-between border-t border-line px-5 py-3">
        <p className="text-sm text-ink">
          From <span className="font-semibold">{formatPrice(chef.pricePerPerson)}</span>/person
        </p>
        <span aria-hidden="true" className="text-sm font-medium text-brand-700 group-hover:underline">
          View profile →
        </span>
      </div>
    </Card>
  );
}
