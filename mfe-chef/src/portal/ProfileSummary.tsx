import { type OwnChefProfileDto } from '@chefs/contracts';
import { Avatar, Button, Card, formatMoney } from '@chefs/ui';
import { Pencil } from 'lucide-react';
import { useRef, useState } from 'react';
import { ProfileEditor, useProfileDraft, valuesOf } from './ProfileEditor';

/**
 * The rating out of 5, or "No ratings yet" while the chef has no reviews: the public rating reads
 * 5.0 then (docs/decisions.md, "People and roles"), which the chef had not earned yet.
 */
function ratingText({ rating, reviewCount }: OwnChefProfileDto): string {
  const n = Number.parseFloat(rating);
  return reviewCount > 0 && Number.isFinite(n) ? `${n.toFixed(1)} / 5` : 'No ratings yet';
}

/** The chef's profile at a glance (the Profile tab), and "Edit profile" to change it in place. */
export function ProfileSummary({ chef }: { chef: OwnChefProfileDto }) {
  const draft = useProfileDraft();
  // Open again with what was typed when the chef comes back to a form left open (a lapsed session).
  const [editing, setEditing] = useState(() => draft?.load(valuesOf(chef)) != null);
  const editButton = useRef<HTMLButtonElement>(null);
  const stopEditing = () => {
    setEditing(false);
    // Back to where the chef started, once the button is drawn again.
    requestAnimationFrame(() => editButton.current?.focus());
  };
  const facts = [
    { label: 'Specialty', value: chef.specialty },
    { label: 'Experience', value: `${chef.yearsOfExperience} ${chef.yearsOfExperience === 1 ? 'year' : 'years'}` },
    { label: 'Location', value: [chef.location, chef.zipCodes.join(', ')].filter(Boolean).join(' · ') },
    { label: 'Price per person', value: formatMoney(chef.pricePerPerson) },
    { label: 'Rating', value: ratingText(chef) },
    { label: 'Bookings', value: String(chef.totalBookings) },
  ];
  return (
    <Card padding="lg">
      <div className="flex flex-wrap items-center gap-4">
        <Avatar name={chef.name} src={chef.profileImage} size="lg" />
        <div className="min-w-0 flex-1">
          {/* A long name, specialty or bio (one unbroken word, a link) wraps anywhere instead of running
              out of the card: the page was wider than a phone's screen, and a cut-short name hid it. */}
          <h2 className="text-2xl font-semibold wrap-anywhere text-brand-900">{chef.name}</h2>
          <p className="wrap-anywhere text-copper-700">{chef.specialty}</p>
        </div>
        {editing ? null : (
          <Button
            ref={editButton}
            variant="outline"
            size="sm"
            className="w-full sm:w-auto"
            onClick={() => setEditing(true)}
          >
            <Pencil aria-hidden="true" className="h-4 w-4" />
            Edit profile
          </Button>
        )}
      </div>
      <h3 className="sr-only">{editing ? 'Edit profile' : 'Profile'}</h3>
      {editing ? (
        <ProfileEditor chef={chef} draft={draft} onDone={stopEditing} />
      ) : (
        <>
          <dl className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {facts.map((fact) => (
              <div key={fact.label} className="min-w-0 rounded-xl bg-cream p-4">
                <dt className="text-sm text-muted">{fact.label}</dt>
                <dd className="mt-1 font-medium wrap-anywhere text-ink">{fact.value}</dd>
              </div>
            ))}
          </dl>
          {chef.bio ? <p className="mt-4 text-sm wrap-anywhere whitespace-pre-line text-ink">{chef.bio}</p> : null}
        </>
      )}
    </Card>
  );
}
