import { type BookingDto } from '@chefs/contracts';
import { formatDate, formatMoney, humanize, PaymentStatusBadge } from '@chefs/ui';
import { BookingStatusSelect } from './BookingStatusSelect';

/** A table from md up; below, one card per booking (nothing scrolls the page sideways). */
export function BookingsTable({ bookings }: { bookings: BookingDto[] }) {
  return (
    <>
      <ul className="space-y-3 md:hidden" aria-label="Bookings">
        {bookings.map((b) => (
          <li key={b.id} className="rounded-2xl border border-line bg-white p-4 shadow-sm">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="truncate font-medium text-ink">{b.clientName}</p>
                <p className="text-sm text-muted">
                  {humanize(b.serviceType)} · {formatDate(b.eventDate)}
                </p>
              </div>
              <p className="font-semibold text-ink">{formatMoney(b.totalAmount)}</p>
            </div>
            <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
              <BookingStatusSelect booking={b} />
              <PaymentStatusBadge status={b.paymentStatus} />
            </div>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-2xl border border-line bg-white md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Bookings</caption>
          <thead className="bg-cream text-xs tracking-wide text-muted uppercase">
            <tr>
              <th scope="col" className="px-4 py-3 font-medium">
                Client
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                Service type
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                Date
              </th>
              <th scope="col" className="px-4 py-3 text-right font-medium">
                Amount
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                Status
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                Payment
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {bookings.map((b) => (
              <tr key={b.id}>
                <td className="px-4 py-3">
                  <p className="font-medium text-ink">{b.clientName}</p>
                  {b.chefName ? <p className="text-xs text-muted">with {b.chefName}</p> : null}
                </td>
                <td className="px-4 py-3">{humanize(b.serviceType)}</td>
                <td className="px-4 py-3 whitespace-nowrap">{formatDate(b.eventDate)}</td>
                <td className="px-4 py-3 text-right whitespace-nowrap">{formatMoney(b.totalAmount)}</td>
                <td className="px-4 py-3">
                  <BookingStatusSelect booking={b} />
                </td>
                <td className="px-4 py-3">
                  <PaymentStatusBadge status={b.paymentStatus} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
