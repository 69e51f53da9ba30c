import { type AdminApplicationDto, type AdminApplicationReferenceDto } from '@chefs/contracts';
import { Button, cn, humanize } from '@chefs/ui';
import { ChevronDown, ExternalLink } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { telHref, webHref } from './application-links';

const LINK = 'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800';

/**
 * The whole application behind a disclosure, read before deciding (docs/product.md §2 Admin
 * dashboard): a native button that states whether it is open (aria-expanded) and the part it
 * opens (aria-controls). Its name carries the applicant's, so a list of them reads apart.
 */
export function ApplicationDetails({ application: a }: { application: AdminApplicationDto }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className="mt-3">
      <Button
        variant="ghost"
        size="sm"
        className="-ml-3 text-brand-800"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((was) => !was)}
      >
        <ChevronDown aria-hidden="true" className={cn('h-4 w-4 transition-transform', open && 'rotate-180')} />
        Application details<span className="sr-only"> for {a.fullName}</span>
      </Button>
      <div id={panelId} hidden={!open}>
        <dl className="mt-2 space-y-3 rounded-xl bg-cream p-4 text-sm">
          <Detail term="About">
            <p className="whitespace-pre-wrap break-words">{a.description}</p>
          </Detail>
          <Detail term="Phone">
            <Phone number={a.phone} />
          </Detail>
          <Detail term="Experience">{years(a.yearsOfExperience)}</Detail>
          <Detail term="Services">
            {a.serviceTypes.length > 0 ? a.serviceTypes.map(humanize).join(', ') : 'None'}
          </Detail>
          <Detail term="Service area ZIP">{a.zipCode}</Detail>
          <Detail term="Business name">{a.businessName ?? 'None'}</Detail>
          <Detail term="Cooking video">
            <Video url={a.cookingVideoUrl} />
          </Detail>
          <Detail term="Quiz scores">
            <span className="block">Food safety {a.foodSafetyScore}%</span>
            <span className="block">Professionalism {a.professionalismScore}%</span>
          </Detail>
          <Detail term="References">
            {a.references.length > 0 ? (
              <ul className="space-y-1">
                {a.references.map((r, i) => (
                  <li key={i}>
                    <Reference reference={r} />
                  </li>
                ))}
              </ul>
            ) : (
              'None given'
            )}
          </Detail>
          <Detail term="Background check consent">{a.backgroundCheckConsent ? 'Given' : 'Not given'}</Detail>
          <Detail term="Background check status">{humanize(a.backgroundCheckStatus)}</Detail>
        </dl>
      </div>
    </div>
  );
}

/** One term and its value: stacked on a phone, side by side from sm up. */
function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[11rem_minmax(0,1fr)] sm:gap-4">
      <dt className="text-muted">{term}</dt>
      <dd className="min-w-0 break-words text-ink">{children}</dd>
    </div>
  );
}

const years = (n: number) => `${n} ${n === 1 ? 'year' : 'years'}`;

function Phone({ number }: { number: string }) {
  const href = telHref(number);
  return href ? (
    <a href={href} className={LINK}>
      {number}
    </a>
  ) : (
    <>{number}</>
  );
}

/** The video in a new tab (the dashboard stays), or "None"; an address that is not a web page stays text. */
function Video({ url }: { url: string | null }) {
  if (!url) return <>None</>;
  const href = webHref(url);
  if (!href) return <span className="break-all">{url}</span>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={cn(LINK, 'break-all')}>
      {url}
      <ExternalLink aria-hidden="true" className="ml-1 inline h-3.5 w-3.5 align-[-2px]" />
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

/** "Name · relationship · phone", leaving out what the applicant left empty. */
function Reference({ reference: r }: { reference: AdminApplicationReferenceDto }) {
  const parts: ReactNode[] = [r.name, r.relationship].filter(Boolean);
  if (r.phone) parts.push(<Phone key="phone" number={r.phone} />);
  return (
    <>
      {parts.map((part, i) => (
        <span key={i}>
          {i > 0 ? ' · ' : null}
          {part}
        </span>
      ))}
    </>
  );
}
