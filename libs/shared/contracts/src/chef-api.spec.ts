import { ADMIN_MESSAGES } from './admin-api';
import { CHEF_MESSAGES, CHEF_STATUS_TARGETS } from './chef-api';
import { checkField, type ChoiceRule } from './validation';

describe('the status a booking may be set to', () => {
  // The chef-bff's PATCH /api/bookings/:id/status rule, as its DTO builds it.
  const chefStatus: ChoiceRule = { kind: 'choice', values: CHEF_STATUS_TARGETS, message: CHEF_MESSAGES.statusInvalid };

  it('tells a chef in the admin’s words and case which statuses they may set', () => {
    expect(checkField(chefStatus, 'completed')).toBe('Status must be confirmed or cancelled');
    expect(checkField(chefStatus, 'confirmed')).toBeNull();
    for (const message of [CHEF_MESSAGES.statusInvalid, ADMIN_MESSAGES.bookingStatus])
      expect(message).toMatch(/^Status must be /);
  });
});
