import { MESSAGES } from './messages';
import {
  CHEF_APPLICATION_DEFAULTS,
  CHEF_APPLICATION_RULES,
  CHEF_APPLICATION_STEPS,
  QUIZ_ANSWER_RULES,
} from './application-rules';
import {
  ADMIN_CHEF_RULES,
  ADMIN_RECIPE_RULES,
  BOOKING_RULES,
  CHEF_PROFILE_RULES,
  CHEF_SEARCH_RULES,
  SUBSCRIBE_RECIPES_RULES,
} from './form-rules';
import { CUSTOMER_SIGNUP_RULES, CUSTOMER_SIGNUP_STEPS } from './signup-rules';
import { checkField, isEmail, isHttpUrl, normalizeField, pickRules, validate } from './validation';
import { isCalendarDate, parseCalendarDate } from './calendar-date';

const validApplication = {
  fullName: 'Marcus Reed',
  email: 'marcus@example.com',
  phone: '(404) 555-0134',
  yearsOfExperience: 12,
  specialty: 'southern',
  description: 'Twelve years in Atlanta kitchens, from line cook to chef de cuisine at a Midtown bistro.',
  cookingVideoUrl: 'https://www.youtube.com/watch?v=abc123',
  foodSafetyScore: 100,
  professionalismScore: 80,
  reference1Name: 'Dana Cole',
  reference1Phone: '4045550188',
  reference1Relationship: 'Former head chef',
  serviceTypes: ['Meal Prep', 'Private Dinner'],
  location: 'Atlanta, GA',
  zipCode: '30312',
  pricePerPerson: 85,
  backgroundCheckConsent: true,
};

const validSignup = {
  email: 'casey@example.com',
  firstName: 'Casey',
  lastName: 'Jones',
  phone: '404-555-0100',
  serviceType: 'both',
  cuisinePreferences: ['Italian', 'Thai'],
  dietaryRestrictions: ['gluten-free'],
  planningOption: 'premium_planning',
  oneTimeFee: 99,
  customRequest: '',
};

const validBooking = {
  serviceType: 'private_dinner',
  eventDate: '2031-05-17',
  eventTime: 'evening',
  guestCount: 4,
  clientName: 'Casey Jones',
  clientEmail: 'casey@example.com',
  clientAddress: '12 Peachtree St NE, Atlanta, GA 30303',
};

/** The one message `field` gets when it alone is changed to `value`. */
function messageFor(
  rules: Parameters<typeof validate>[0],
  valid: Record<string, unknown>,
  field: string,
  value: unknown,
): string[] {
  return validate(rules, { ...valid, [field]: value }).map((e) => `${e.field}: ${e.message}`);
}

describe('chef application rules (docs/product.md §5)', () => {
  it('accepts a complete, valid application', () => {
    expect(validate(CHEF_APPLICATION_RULES, validApplication)).toEqual([]);
  });

  it.each([
    ['fullName', 'M', MESSAGES.application.fullName],
    ['fullName', '   ', MESSAGES.application.fullName],
    ['email', 'marcus@', MESSAGES.application.email],
    ['phone', '404-555-01', MESSAGES.application.phone],
    ['phone', 'call me maybe please', MESSAGES.application.phone],
    ['yearsOfExperience', -1, 'Years of experience must be 0 or greater'],
    ['yearsOfExperience', 51, 'Years of experience cannot exceed 50'],
    ['specialty', '', 'Specialty is required'],
    ['specialty', 'klingon', 'Choose a specialty from the list'],
    ['description', 'I cook.', 'Please provide at least 50 characters about your cooking experience'],
    ['cookingVideoUrl', 'not a url', 'Please provide a valid video URL (YouTube, Vimeo, etc.)'],
    ['cookingVideoUrl', 'ftp://example.com/video.mp4', 'Please provide a valid video URL (YouTube, Vimeo, etc.)'],
    ['foodSafetyScore', 60, 'Minimum 80% score required on food safety quiz'],
    ['professionalismScore', 79, 'Minimum 80% score required on professionalism quiz'],
    ['serviceTypes', [], 'Select at least one service type'],
    ['serviceTypes', ['Dog Walking'], 'Select at least one service type'],
    ['location', '', 'Location is required'],
    ['zipCode', '3031', 'Valid zip code required'],
    ['zipCode', 'ABCDE', 'Valid zip code required'],
    ['pricePerPerson', 24.99, 'Minimum $25 per person'],
    ['backgroundCheckConsent', false, 'Background check consent is required'],
  ])('%s = %j answers "%s"', (field, value, message) => {
    expect(messageFor(CHEF_APPLICATION_RULES, validApplication, field, value)).toEqual([`${field}: ${message}`]);
  });

  it('takes the bounds themselves: 0 and 50 years, $25, a score of exactly 80', () => {
    expect(
      validate(CHEF_APPLICATION_RULES, {
        ...validApplication,
        yearsOfExperience: 0,
        pricePerPerson: 25,
        foodSafetyScore: 80,
      }),
    ).toEqual([]);
    expect(validate(CHEF_APPLICATION_RULES, { ...validApplication, yearsOfExperience: 50 })).toEqual([]);
  });

  it('leaves the video URL, references and business name optional', () => {
    const bare = {
      ...validApplication,
      cookingVideoUrl: '',
      reference1Name: undefined,
      reference1Phone: null,
      reference1Relationship: '  ',
    };
    expect(validate(CHEF_APPLICATION_RULES, bare)).toEqual([]);
  });

  it('reports every broken field of an empty form at once, in form order', () => {
    const errors = validate(CHEF_APPLICATION_RULES, {});
    expect(errors.map((e) => e.field)).toEqual([
      'fullName',
      'email',
      'phone',
      'yearsOfExperience',
      'specialty',
      'description',
      'foodSafetyScore',
      'professionalismScore',
      'serviceTypes',
      'location',
      'zipCode',
      'pricePerPerson',
      'backgroundCheckConsent',
    ]);
    expect(errors.find((e) => e.field === 'yearsOfExperience')?.message).toBe('Required');
  });

  it('reads numbers typed into inputs, and refuses fractional years', () => {
    expect(
      validate(CHEF_APPLICATION_RULES, { ...validApplication, yearsOfExperience: '7', pricePerPerson: '30.50' }),
    ).toEqual([]);
    expect(messageFor(CHEF_APPLICATION_RULES, validApplication, 'yearsOfExperience', 2.5)).toEqual([
      'yearsOfExperience: Years of experience must be a whole number',
    ]);
    expect(messageFor(CHEF_APPLICATION_RULES, validApplication, 'pricePerPerson', 'lots')).toEqual([
      'pricePerPerson: Minimum $25 per person',
    ]);
  });

  it('caps free text with the generic length message', () => {
    expect(messageFor(CHEF_APPLICATION_RULES, validApplication, 'businessName', 'x'.repeat(201))).toEqual([
      'businessName: String must contain at most 200 character(s)',
    ]);
  });

  it('splits into the 5 wizard steps, covering every field once', () => {
    const fields = CHEF_APPLICATION_STEPS.flat();
    expect(new Set(fields).size).toBe(fields.length);
    expect([...fields].sort()).toEqual(Object.keys(CHEF_APPLICATION_RULES).sort());
    expect(
      validate(pickRules(CHEF_APPLICATION_RULES, CHEF_APPLICATION_STEPS[0]), {
        fullName: 'Al',
        email: 'al@example.com',
        phone: '4045550100',
      }),
    ).toEqual([]);
    expect(CHEF_APPLICATION_DEFAULTS.pricePerPerson).toBe(25);
  });

  it('checks quiz answers as option indexes, never more than 5', () => {
    expect(
      validate(QUIZ_ANSWER_RULES, { foodSafetyAnswers: [2, 1, 3, 1, 2], professionalismAnswers: [1, 1, 1, 1, 1] }),
    ).toEqual([]);
    expect(
      validate(QUIZ_ANSWER_RULES, { foodSafetyAnswers: ['a'], professionalismAnswers: [1, 1, 1, 1, 1, 1] }),
    ).toEqual([
      { field: 'foodSafetyAnswers', message: MESSAGES.application.foodSafetyScore },
      { field: 'professionalismAnswers', message: MESSAGES.application.professionalismScore },
    ]);
  });
});

describe('customer signup rules (docs/product.md §5)', () => {
  it('accepts complete preferences', () => {
    expect(validate(CUSTOMER_SIGNUP_RULES, validSignup)).toEqual([]);
  });

  it.each([
    ['email', 'casey at example', 'Please enter a valid email address'],
    ['firstName', 'C', 'First name must be at least 2 characters'],
    ['lastName', '', 'Last name must be at least 2 characters'],
    ['phone', '555-0100', 'Please enter a valid phone number'],
    ['serviceType', 'takeout', 'Please select a service type'],
    ['cuisinePreferences', [], 'Please select at least one cuisine preference'],
    ['cuisinePreferences', ['Martian'], 'Please select at least one cuisine preference'],
    ['planningOption', 'cheap', 'Please select a planning option'],
    ['oneTimeFee', 50, 'Please select your one-time fee tier'],
  ])('%s = %j answers "%s"', (field, value, message) => {
    expect(messageFor(CUSTOMER_SIGNUP_RULES, validSignup, field, value)).toEqual([`${field}: ${message}`]);
  });

  it('takes every fee tier, also as typed text, and leaves diet and custom request optional', () => {
    for (const fee of [49, 99, 199, 349, '349'])
      expect(messageFor(CUSTOMER_SIGNUP_RULES, validSignup, 'oneTimeFee', fee)).toEqual([]);
    expect(
      validate(CUSTOMER_SIGNUP_RULES, { ...validSignup, dietaryRestrictions: undefined, customRequest: undefined }),
    ).toEqual([]);
  });

  it('has 4 steps covering every field', () => {
    expect(CUSTOMER_SIGNUP_STEPS).toHaveLength(4);
    expect([...CUSTOMER_SIGNUP_STEPS.flat()].sort()).toEqual(Object.keys(CUSTOMER_SIGNUP_RULES).sort());
  });
});

describe('booking form rules (docs/product.md §5)', () => {
  it('accepts a valid booking, phone and special requests being optional', () => {
    expect(validate(BOOKING_RULES, validBooking)).toEqual([]);
  });

  it.each([
    ['eventDate', '', 'Event date is required'],
    ['eventDate', '2031-02-30', 'Enter a valid event date'],
    ['guestCount', 0, 'Guest count must be at least 1'],
    ['guestCount', 21, 'Guest count cannot exceed 20'],
    ['clientName', ' ', 'Name is required'],
    ['clientEmail', 'casey@example', 'Invalid email address'],
    ['clientAddress', '', 'Address is required'],
    ['serviceType', 'catering', 'Please select a service type'],
    ['eventTime', 'midnight', 'Please select a time slot.'],
  ])('%s = %j answers "%s"', (field, value, message) => {
    expect(messageFor(BOOKING_RULES, validBooking, field, value)).toEqual([`${field}: ${message}`]);
  });

  it('reports every broken field at once: no field waits for another to pass', () => {
    expect(
      validate(BOOKING_RULES, { ...validBooking, eventDate: '', clientAddress: '', clientEmail: 'casey@example' }),
    ).toEqual([
      { field: 'eventDate', message: 'Event date is required' },
      { field: 'clientEmail', message: 'Invalid email address' },
      { field: 'clientAddress', message: 'Address is required' },
    ]);
  });
});

describe('admin Add Recipe and Add Chef rules (docs/product.md §2, §5: every field required)', () => {
  const validRecipe = {
    title: 'Smoky Black Bean Bowls',
    description: 'Weeknight bowls.',
    category: 'healthy',
    difficulty: 'easy',
    prepTime: 10,
    cookingTime: 20,
    servings: 4,
    ingredients: ['2 cans black beans'],
    instructions: ['Warm the beans.'],
  };
  const validChef = {
    name: 'Dana Cole',
    specialty: 'Lowcountry seafood',
    primaryCuisine: 'southern',
    pricePerPerson: 85,
    zipCode: '30307',
    location: 'Atlanta, GA',
    bio: 'Twenty years on the coast.',
  };

  it('accepts a valid recipe and a valid chef, the bounds themselves included', () => {
    expect(validate(ADMIN_RECIPE_RULES, validRecipe)).toEqual([]);
    expect(validate(ADMIN_RECIPE_RULES, { ...validRecipe, prepTime: 0, cookingTime: 1440, servings: 100 })).toEqual([]);
    expect(validate(ADMIN_RECIPE_RULES, { ...validRecipe, servings: 1 })).toEqual([]);
    expect(validate(ADMIN_CHEF_RULES, validChef)).toEqual([]);
    expect(validate(ADMIN_CHEF_RULES, { ...validChef, zipCode: '30307-1234' })).toEqual([]);
  });

  // "Required" only for an empty field: a value that is there but wrong says what is wrong with it.
  it.each([
    ['prepTime', undefined, 'Prep time is required'],
    ['prepTime', '', 'Prep time is required'],
    ['prepTime', -5, "Prep time can't be negative"],
    ['prepTime', '-5', "Prep time can't be negative"],
    ['prepTime', 1441, "Prep time can't be more than 1,440 minutes (24 hours)"],
    ['prepTime', 2.5, 'Prep time must be a whole number of minutes'],
    ['prepTime', 'ten', 'Prep time must be a whole number of minutes'],
    ['cookingTime', null, 'Cook time is required'],
    ['cookingTime', -1, "Cook time can't be negative"],
    ['cookingTime', 2000, "Cook time can't be more than 1,440 minutes (24 hours)"],
    ['servings', undefined, 'Servings are required'],
    ['servings', ' ', 'Servings are required'],
    ['servings', 0, 'Servings must be between 1 and 100'],
    ['servings', -3, 'Servings must be between 1 and 100'],
    ['servings', 101, 'Servings must be between 1 and 100'],
    ['servings', 1.5, 'Servings must be a whole number from 1 to 100'],
    ['servings', 'lots', 'Servings must be a whole number from 1 to 100'],
  ])('recipe %s = %j answers "%s"', (field, value, message) => {
    expect(messageFor(ADMIN_RECIPE_RULES, validRecipe, field, value)).toEqual([`${field}: ${message}`]);
  });

  it.each([
    ['zipCode', '', 'ZIP code is required'],
    ['zipCode', '   ', 'ZIP code is required'],
    ['zipCode', undefined, 'ZIP code is required'],
    ['zipCode', 'abc', 'Enter a 5-digit ZIP code'],
    ['zipCode', '3030', 'Enter a 5-digit ZIP code'],
    ['zipCode', '30307x', 'Enter a 5-digit ZIP code'],
    ['zipCode', '30307-12', 'Enter a 5-digit ZIP code'],
    ['pricePerPerson', undefined, 'Price per person is required'],
    ['pricePerPerson', 0, 'Price per person must be at least $1'],
    ['pricePerPerson', 10_001, 'Price per person must be at most $10,000'],
  ])('chef %s = %j answers "%s"', (field, value, message) => {
    expect(messageFor(ADMIN_CHEF_RULES, validChef, field, value)).toEqual([`${field}: ${message}`]);
  });

  it('keeps the application wizard on the spec’s own words where the spec has words for the case', () => {
    expect(messageFor(CHEF_APPLICATION_RULES, validApplication, 'zipCode', 'abc')).toEqual([
      'zipCode: Valid zip code required',
    ]);
    expect(messageFor(CHEF_APPLICATION_RULES, validApplication, 'zipCode', '')).toEqual([
      'zipCode: Valid zip code required',
    ]);
    expect(messageFor(CHEF_APPLICATION_RULES, validApplication, 'yearsOfExperience', '')).toEqual([
      'yearsOfExperience: Required',
    ]);
  });
});

describe('recipe subscribe and chef search rules', () => {
  it('needs a valid e-mail to subscribe', () => {
    expect(validate(SUBSCRIBE_RECIPES_RULES, { email: 'fan@example.com' })).toEqual([]);
    expect(validate(SUBSCRIBE_RECIPES_RULES, { email: '@' })).toEqual([
      { field: 'email', message: 'Please enter a valid email address' },
    ]);
    expect(validate(SUBSCRIBE_RECIPES_RULES, {})).toEqual([
      { field: 'email', message: 'Please enter a valid email address' },
    ]);
  });

  it('takes a search with any filter blank, and refuses a malformed ZIP or date', () => {
    expect(validate(CHEF_SEARCH_RULES, { zip: '', cuisine: '', date: '' })).toEqual([]);
    expect(validate(CHEF_SEARCH_RULES, { zip: '30312', cuisine: 'Italian', date: '2031-05-17' })).toEqual([]);
    expect(validate(CHEF_SEARCH_RULES, { zip: '3031x', date: '17/05/2031' })).toEqual([
      { field: 'zip', message: 'Please enter a 5-digit ZIP code' },
      { field: 'date', message: 'Please choose a valid date' },
    ]);
  });
});

describe('a chef profile’s ZIP codes', () => {
  const zips = CHEF_PROFILE_RULES.zipCodes;
  it('takes 1 to 20 ZIP codes, trimmed, ZIP+4 too', () => {
    expect(checkField(zips, [' 30303 ', '30305-1234'])).toBeNull();
    expect(
      checkField(
        zips,
        Array.from({ length: 20 }, (_, i) => String(30300 + i)),
      ),
    ).toBeNull();
  });
  it('refuses none, a malformed one, more than 20 or a bare string', () => {
    for (const bad of [[], ['', ' '], ['30303', '3030'], ['30303x'], '30303'])
      expect(checkField(zips, bad)).toBe(zips.message);
    expect(
      checkField(
        zips,
        Array.from({ length: 21 }, (_, i) => String(30300 + i)),
      ),
    ).toMatch(/20/);
  });
});

describe('calendar dates', () => {
  it('reads YYYY-MM-DD as UTC midnight of a day the calendar has, and nothing else', () => {
    expect(parseCalendarDate('2024-02-29')?.toISOString()).toBe('2024-02-29T00:00:00.000Z');
    for (const value of ['2025-02-30', '2025-13-01', '02/28/2025', '2025-2-28', '2025-02-28T00:00:00Z', ''])
      expect(parseCalendarDate(value)).toBeNull();
    expect(isCalendarDate('2025-02-28')).toBe(true);
    expect(isCalendarDate('2025-02-30')).toBe(false);
  });
});

describe('e-mail and URL checks', () => {
  it.each(['a@b.co', 'first.last+tag@sub.example.org', "o'hara@example.ie", 'x_y-z@my-domain.travel'])(
    'accepts %s',
    (email) => {
      expect(isEmail(email)).toBe(true);
    },
  );

  it.each([
    '',
    'plain',
    'a@b',
    'a@b.c',
    '@example.com',
    'a b@example.com',
    'a@@example.com',
    '.a@example.com',
    'a.@example.com',
    'a..b@example.com',
    'a@-example.com',
    'a@example..com',
    `${'x'.repeat(250)}@e.com`,
  ])('refuses %j', (email) => {
    expect(isEmail(email)).toBe(false);
  });

  it('accepts any http(s) URL and nothing else', () => {
    for (const url of ['https://www.youtube.com/watch?v=x', 'http://vimeo.com/123', 'https://cdn.example.org/reel.mp4'])
      expect(isHttpUrl(url)).toBe(true);
    for (const url of [
      'youtube.com/watch',
      'javascript:alert(1)',
      'ftp://example.com/a',
      'https://',
      'https://exa mple.com',
      'https://nodot',
    ])
      expect(isHttpUrl(url)).toBe(false);
  });
});

describe('normalizeField', () => {
  it('trims text, reads numeric strings, drops blank list items and blank optional values', () => {
    expect(normalizeField(CHEF_APPLICATION_RULES.fullName, '  Marcus  ')).toBe('Marcus');
    expect(normalizeField(CHEF_APPLICATION_RULES.pricePerPerson, ' 85.50 ')).toBe(85.5);
    expect(normalizeField(CUSTOMER_SIGNUP_RULES.oneTimeFee, '199')).toBe(199);
    expect(normalizeField(CUSTOMER_SIGNUP_RULES.dietaryRestrictions, [' vegan ', ''])).toEqual(['vegan']);
    expect(normalizeField(CHEF_APPLICATION_RULES.cookingVideoUrl, '  ')).toBeUndefined();
    expect(checkField(CHEF_APPLICATION_RULES.fullName, 42)).toBe(MESSAGES.application.fullName);
  });
});
