import { CalendarClock, ChefHat, ShieldCheck, type LucideIcon } from 'lucide-react';

const NOTES: readonly { title: string; text: string; Icon: LucideIcon }[] = [
  {
    title: 'Flexible Scheduling',
    text: 'Plans change: cancel free of charge up to 48 hours before your event.',
    Icon: CalendarClock,
  },
  {
    title: 'Personalized Service',
    text: 'Your chef shapes the menu around your tastes, allergies and dietary needs.',
    Icon: ChefHat,
  },
  {
    title: 'Secure Payment',
    text: 'You pay by card on the next step; your card details never reach our servers.',
    Icon: ShieldCheck,
  },
];

/** Three short promises beside the booking form. */
export function ReassuranceNotes() {
  return (
    <ul aria-label="Why book with us" className="grid gap-3">
      {NOTES.map(({ title, text, Icon }) => (
        <li key={title} className="flex items-start gap-3 rounded-xl border border-brand-100 bg-brand-50 p-4">
          <Icon aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
          <div>
            <p className="text-sm font-semibold text-brand-900">{title}</p>
            <p className="mt-0.5 text-sm text-brand-900/80">{text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
