import type { EmailJob } from '@chefs/contracts';
import { renderLayout, type EmailContent, type RenderedEmail } from './email-layout';
import { formatEventDate, formatMoney, formatServiceType, formatTimeSlot, str } from './email-format';

/** Subject, plain text and HTML for an e-mail job; `publicUrl` is where links point. */
export function renderEmail(job: EmailJob, publicUrl: string): RenderedEmail {
  return renderLayout(contentFor(job, publicUrl));
}

function contentFor({ template, data: d }: EmailJob, publicUrl: string): EmailContent {
  const chef = str(d.chefName, 'your chef');
  const date = formatEventDate(d.eventDate);
  const hi = (name: unknown) => `Hi ${str(name as string, 'there')},`;
  const bookingLink = { label: 'View your booking', url: `${publicUrl}/bookings/${str(d.bookingId, '')}` };
  switch (template) {
    case 'booking_received':
      return {
        subject: `Booking request received: ${chef} on ${date}`,
        greeting: hi(d.clientName),
        paragraphs: [
          `Thanks for booking ${chef}. Your request is pending until the chef confirms it, and we will e-mail you as soon as they do.`,
        ],
        details: bookingDetails(d, date),
        action: bookingLink,
      };
    case 'booking_request':
      return bookingRequest(d, date, publicUrl);
    case 'chef_booking_update':
      return chefBookingUpdate(d, date, publicUrl);
    case 'chef_booking_reminder':
      return {
        subject: `Reminder: you cook for ${str(d.clientName, 'a customer')} on ${date}`,
        greeting: hi(d.chefName),
        paragraphs: [
          `A friendly reminder that you are cooking for ${str(d.clientName, 'a customer')} on ${date}, ${formatTimeSlot(d.eventTime)}.`,
        ],
        details: [
          ['Address', str(d.clientAddress, '-')],
          ['Guests', str(d.guestCount, '-')],
        ],
        action: chefBookingLink(d, publicUrl),
      };
    case 'payment_receipt':
      return {
        subject: `Payment receipt for your booking with ${chef}`,
        greeting: hi(d.clientName),
        paragraphs: [
          `We received your payment of ${formatMoney(d.totalAmount)} for your booking with ${chef} on ${date}. Thank you!`,
        ],
        details: [
          ['Booking', `#${str(d.bookingId, '-')}`],
          ['Chef', chef],
          ['Date', date],
          ['Amount paid', formatMoney(d.totalAmount)],
        ],
        action: bookingLink,
      };
    case 'payment_failed':
      return {
        subject: `Your payment for ${chef} did not go through`,
        greeting: hi(d.clientName),
        paragraphs: [
          `Your card was not charged for your booking with ${chef} on ${date}. You can try again with the same or another card from your booking.`,
        ],
        details: [
          ['Booking', `#${str(d.bookingId, '-')}`],
          ['Chef', chef],
          ['Date', date],
          ['Amount due', formatMoney(d.totalAmount)],
        ],
        action: { label: 'Try the payment again', url: `${publicUrl}/checkout/${str(d.bookingId, '')}` },
      };
    case 'payment_refunded':
      return {
        subject: `Your refund for your booking with ${chef}`,
        greeting: hi(d.clientName),
        paragraphs: [
          `We refunded ${formatMoney(d.refundAmount)} for your booking with ${chef} on ${date}. Depending on your bank, it shows on your card within 5 to 10 business days.`,
        ],
        details: [
          ['Booking', `#${str(d.bookingId, '-')}`],
          ['Chef', chef],
          ['Date', date],
          ['Refunded', formatMoney(d.refundAmount)],
        ],
        action: bookingLink,
      };
    case 'booking_status_changed':
      return statusChanged(d, chef, date, bookingLink);
    case 'booking_reminder':
      return {
        subject: `Reminder: ${chef} is cooking for you on ${date}`,
        greeting: hi(d.clientName),
        paragraphs: [
          `A friendly reminder that ${chef} will arrive for your booking on ${date}, ${formatTimeSlot(d.eventTime)}.`,
        ],
        details: [
          ['Address', str(d.clientAddress, '-')],
          ['Guests', str(d.guestCount, '-')],
        ],
        action: bookingLink,
      };
    case 'recipe_welcome':
      return {
        subject: 'Welcome! Your recipe collection is ready',
        greeting: 'Hi there,',
        paragraphs: [
          'Thanks for subscribing to our recipe collection: meal prep, quick dinners and healthy dishes from Atlanta chefs, ready when you are.',
          'We will send you new recipes now and then.',
        ],
        action: { label: 'Browse the recipes', url: `${publicUrl}/recipes` },
      };
    case 'recipe_confirm':
      return {
        subject: 'Please confirm your subscription to our recipe collection',
        greeting: 'Hi there,',
        paragraphs: [
          'Someone, hopefully you, asked to receive the Atlanta Private Chefs recipe collection at this address. Please confirm it with the button below; the link works for 48 hours.',
          'If you did not ask for it, ignore this e-mail: this address will receive nothing more from us.',
        ],
        action: {
          label: 'Confirm my subscription',
          url: `${publicUrl}/subscribe/confirm?token=${encodeURIComponent(str(d.token, ''))}`,
        },
      };
    case 'application_received':
      return {
        subject: 'We received your chef application',
        greeting: hi(d.fullName),
        paragraphs: [
          'Thank you for applying to cook with Atlanta Private Chefs. We will review your application within 48 hours and e-mail you our decision.',
        ],
      };
    case 'application_decision':
      return applicationDecision(d, publicUrl);
    case 'schedule_request_received':
      return {
        subject: 'We received your schedule request',
        greeting: hi(d.firstName),
        paragraphs: [
          'Thanks for scheduling with us. Our team reviews every request within 24 hours and will match you with chefs who are free on your dates.',
        ],
        details: [
          ['Booking type', str(d.bookingType, 'single')],
          ['Dates', str(d.dates, '-')],
          ['Time', formatTimeSlot(d.timeSlot)],
        ],
      };
  }
}

function statusChanged(d: EmailJob['data'], chef: string, date: string, action: EmailContent['action']): EmailContent {
  const status = str(d.status, 'updated');
  const reason = d.reason ? [`Reason: ${String(d.reason)}`] : [];
  const byStatus: Record<string, [subject: string, sentence: string]> = {
    confirmed: [`Your booking with ${chef} is confirmed`, `Good news: ${chef} confirmed your booking on ${date}.`],
    cancelled: [
      `Your booking with ${chef} was cancelled`,
      `Your booking with ${chef} on ${date} was cancelled. If you paid, the full amount is refunded to your card.`,
    ],
    completed: [
      `How was your meal with ${chef}?`,
      `Your booking with ${chef} on ${date} is complete. We hope you enjoyed it, and we would love a review.`,
    ],
    pending: [
      `Your booking with ${chef} is pending`,
      `Your booking with ${chef} on ${date} is pending confirmation again.`,
    ],
  };
  const [subject, sentence] = byStatus[status] ?? [
    `Your booking with ${chef} was updated`,
    `Your booking with ${chef} on ${date} is now ${status}.`,
  ];
  return { subject, greeting: `Hi ${str(d.clientName, 'there')},`, paragraphs: [sentence, ...reason], action };
}

function applicationDecision(d: EmailJob['data'], publicUrl: string): EmailContent {
  const greeting = `Hi ${str(d.fullName, 'there')},`;
  switch (str(d.status, 'under_review')) {
    case 'approved':
      return {
        subject: 'Your chef application was approved',
        greeting,
        paragraphs: [
          'Welcome aboard! Your chef profile is live. Sign in to your chef portal to review your profile and accept bookings.',
        ],
        action: { label: 'Open the chef portal', url: `${publicUrl}/chef-portal` },
      };
    case 'rejected':
      return {
        subject: 'An update on your chef application',
        greeting,
        paragraphs: [
          'Thank you for your interest in cooking with Atlanta Private Chefs. We are not able to approve your application at this time.',
          ...(d.rejectionReason ? [`Reason: ${String(d.rejectionReason)}`] : []),
          'You are welcome to apply again.',
        ],
        action: { label: 'Apply again', url: `${publicUrl}/chef-application` },
      };
    default:
      return {
        subject: 'Your chef application is under review',
        greeting,
        paragraphs: ['Our team is reviewing your application now. We will e-mail you as soon as we reach a decision.'],
      };
  }
}

/** What was booked: the service, when, for how many, and the total. */
function bookingDetails(d: EmailJob['data'], date: string): [string, string][] {
  return [
    ['Service', formatServiceType(d.serviceType)],
    ['Date', date],
    ['Time', formatTimeSlot(d.eventTime)],
    ['Guests', str(d.guestCount, '-')],
    ['Total', formatMoney(d.totalAmount)],
  ];
}

/** To the chef: a customer's new request, with what the chef decides on, linked in the portal. */
function bookingRequest(d: EmailJob['data'], date: string, publicUrl: string): EmailContent {
  const client = str(d.clientName, 'A customer');
  const requests = str(d.specialRequests, '');
  return {
    subject: `New booking request: ${client} on ${date}`,
    greeting: `Hi ${str(d.chefName, 'there')},`,
    paragraphs: [
      `${client} would like to book you. Accept or decline the request in your chef portal; we tell them as soon as you answer.`,
    ],
    details: [
      ...bookingDetails(d, date),
      ['Address', str(d.clientAddress, '-')],
      ...(requests ? [['Special requests', requests] as [string, string]] : []),
    ],
    action: { ...chefBookingLink(d, publicUrl), label: 'Review the request' },
  };
}

/** The booking in the chef portal's Bookings tab. */
function chefBookingLink(d: EmailJob['data'], publicUrl: string): NonNullable<EmailContent['action']> {
  return { label: 'View the booking', url: `${publicUrl}/chef-portal?booking=${str(d.bookingId, '')}` };
}

/** To the chef: someone else (the customer, an admin) changed a booking of theirs. */
function chefBookingUpdate(d: EmailJob['data'], date: string, publicUrl: string): EmailContent {
  const client = str(d.clientName, 'A customer');
  const booking = `Booking #${str(d.bookingId, '-')} with ${client}`;
  const status = str(d.status, 'updated');
  const when = `${date}, ${formatTimeSlot(d.eventTime)}`;
  const [subject, sentence] =
    status === 'cancelled'
      ? [`${booking} was cancelled`, `${client}'s booking for ${when} was cancelled. You do not need to cook for it.`]
      : [`${booking} is now ${status}`, `${client}'s booking for ${when} is now ${status}.`];
  return {
    subject,
    greeting: `Hi ${str(d.chefName, 'there')},`,
    paragraphs: [sentence, ...(d.reason ? [`Reason: ${String(d.reason)}`] : [])],
    action: chefBookingLink(d, publicUrl),
  };
}
