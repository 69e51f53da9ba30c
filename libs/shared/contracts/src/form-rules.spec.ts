import { CHEF_APPLICATION_RULES } from './application-rules';
import {
  ADMIN_CHEF_RULES,
  ADMIN_RECIPE_RULES,
  BOOKING_RULES,
  CHEF_PROFILE_RULES,
  SCHEDULE_REQUEST_RULES,
} from './form-rules';
import { MESSAGES } from './messages';
import { optionalText } from './rule-builders';
import { CUSTOMER_SIGNUP_RULES } from './signup-rules';
import { checkField, type RuleSet } from './validation';

/** A table's rows: the field, the value given, the message it answers (null: it passes). */
type Rows<R extends RuleSet> = [field: keyof R & string, value: unknown, message: string | null][];
const check =
  <R extends RuleSet>(rules: R) =>
  (field: keyof R & string, value: unknown, message: string | null) =>
    expect(checkField(rules[field], value)).toBe(message);

// JSON.parse reads 1e400 as Infinity: what POST /api/chefs got for {"pricePerPerson": 1e400}.
const overflow = JSON.parse('1e400') as number;

// QA: values that were given but wrong answered "… is required" (or "Required" for an optional
// field), which tells the sender to fill in a field they filled in. Only an empty or missing value
// is "required"; the spec's own text stays wherever the spec words the case (docs/product.md §5).
describe('a value that is given but wrong says what is wrong with it', () => {
  it.each<Rows<typeof BOOKING_RULES>[number]>([
    ['eventDate', '2027-02-30', 'Enter a valid event date'],
    ['eventDate', '99999-01-01', 'Enter a valid event date'],
    ['eventDate', '2026-12-20T10:00:00Z', 'Enter a valid event date'],
    ['eventDate', 20270101, 'Enter a valid event date'],
    ['eventDate', '', 'Event date is required'],
    ['eventDate', '   ', 'Event date is required'],
    ['eventDate', undefined, 'Event date is required'],
    ['eventDate', null, 'Event date is required'],
    ['clientPhone', 5551234, 'Phone must be text'],
    ['clientPhone', ['404-555-0100'], 'Phone must be text'],
    ['clientPhone', '', null],
    ['clientPhone', null, null],
    ['specialRequests', 5, 'Special requests must be text'],
    ['specialRequests', { note: 'x' }, 'Special requests must be text'],
    // The spec's words for the booking form stay where it words the case.
    ['guestCount', 'many', 'Guest count must be at least 1'],
    ['clientEmail', 42, 'Invalid email address'],
  ])('booking %s = %p answers %p', check(BOOKING_RULES));

  it.each<Rows<typeof ADMIN_CHEF_RULES>[number]>([
    ['primaryCuisine', 'klingon', 'Choose a primary cuisine from the list'],
    ['primaryCuisine', 7, 'Choose a primary cuisine from the list'],
    ['primaryCuisine', '', 'Primary cuisine is required'],
    ['primaryCuisine', undefined, 'Primary cuisine is required'],
    ['pricePerPerson', '5O', 'Enter the price per person as a number'],
    ['pricePerPerson', overflow, 'Enter the price per person as a number'],
    ['pricePerPerson', Number.NaN, 'Enter the price per person as a number'],
    ['pricePerPerson', [85], 'Enter the price per person as a number'],
    ['pricePerPerson', '', 'Price per person is required'],
    ['pricePerPerson', null, 'Price per person is required'],
    ['zipCode', 30307, 'Enter a 5-digit ZIP code'],
  ])('admin chef %s = %p answers %p', check(ADMIN_CHEF_RULES));

  it('gives a chef editing their profile the same words for a price that is no number', () => {
    expect(checkField(CHEF_PROFILE_RULES.pricePerPerson, 'fifty')).toBe('Enter the price per person as a number');
    expect(checkField(CHEF_PROFILE_RULES.pricePerPerson, '')).toBe('Price per person is required');
  });

  it.each<Rows<typeof ADMIN_RECIPE_RULES>[number]>([
    ['category', 'fine_dining', 'Choose a category from the list'],
    ['category', '', 'Category is required'],
    ['difficulty', 'insane', 'Choose a difficulty from the list'],
    ['difficulty', undefined, 'Difficulty is required'],
    ['ingredients', 'eggs', 'Ingredients must be a list of text lines'],
    ['ingredients', [{}], 'Ingredients must be a list of text lines'],
    ['ingredients', [], 'Ingredients are required'],
    ['ingredients', ['', '  '], 'Ingredients are required'],
    ['instructions', [1, 2], 'Instructions must be a list of text lines'],
    ['instructions', undefined, 'Instructions are required'],
  ])('admin recipe %s = %p answers %p', check(ADMIN_RECIPE_RULES));

  it.each<Rows<typeof SCHEDULE_REQUEST_RULES>[number]>([
    ['notes', 5, 'Notes must be text'],
    ['dates', ['99999-01-01'], MESSAGES.booking.pastDate],
    ['dates', ['tomorrow'], MESSAGES.booking.pastDate],
    ['dates', ['2031-05-17', 20310518], MESSAGES.booking.pastDate],
    ['dates', '2031-05-17', MESSAGES.booking.pastDate],
    ['dates', [], 'Please select at least one date.'],
    ['dates', [' '], 'Please select at least one date.'],
    ['dates', undefined, 'Please select at least one date.'],
    // A day the calendar lacks is the server's booking-window check's to refuse, in the same words.
    ['dates', ['2027-02-30'], null],
  ])('schedule request %s = %p answers %p', check(SCHEDULE_REQUEST_RULES));

  it.each<Rows<typeof CHEF_APPLICATION_RULES>[number]>([
    ['yearsOfExperience', 'abc', 'Years of experience must be a whole number'],
    ['yearsOfExperience', 2.5, 'Years of experience must be a whole number'],
    ['yearsOfExperience', '', 'Required'],
    ['yearsOfExperience', -1, 'Years of experience must be 0 or greater'],
    ['yearsOfExperience', 51, 'Years of experience cannot exceed 50'],
    ['specialty', 'klingon', 'Choose a specialty from the list'],
    ['specialty', '', 'Specialty is required'],
    ['reference1Phone', 4045550188, "A reference's phone must be text"],
    ['reference2Name', true, "A reference's name must be text"],
    ['reference3Relationship', 3, "A reference's relationship must be text"],
    ['businessName', 5, 'Business name must be text'],
    // The spec words these cases: its text stays.
    ['zipCode', 'abc', 'Valid zip code required'],
    ['fullName', 42, 'Full name is required'],
  ])('chef application %s = %p answers %p', check(CHEF_APPLICATION_RULES));

  it.each<Rows<typeof CUSTOMER_SIGNUP_RULES>[number]>([
    ['dietaryRestrictions', [{}], 'Dietary restrictions must be a list of text'],
    ['dietaryRestrictions', 'vegan', 'Dietary restrictions must be a list of text'],
    ['dietaryRestrictions', [], null],
    ['customRequest', 5, 'Custom request must be text'],
    // A cuisine not offered keeps the spec's "Please select…".
    ['cuisinePreferences', ['Martian'], 'Please select at least one cuisine preference'],
  ])('customer signup %s = %p answers %p', check(CUSTOMER_SIGNUP_RULES));

  it('lets a rule built without an invalid message still say "must be text" rather than "Required"', () => {
    expect(checkField(optionalText(10), 5)).toBe('Must be text');
    expect(checkField(optionalText(10), '')).toBeNull();
  });
});
