export const ROLES = ['customer', 'chef', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const BOOKING_STATUSES = ['pending', 'confirmed', 'completed', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const PAYMENT_STATUSES = ['pending', 'paid', 'refunded', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const SERVICE_TYPES = ['meal_prep', 'private_dinner'] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];

export const TIME_SLOTS = ['morning', 'afternoon', 'evening'] as const;
export type TimeSlot = (typeof TIME_SLOTS)[number];
export const TIME_SLOT_LABELS: Record<TimeSlot, string> = {
  morning: '9:00 AM - 12:00 PM',
  afternoon: '12:00 PM - 5:00 PM',
  evening: '5:00 PM - 9:00 PM',
};

/** The two quizzes of the chef application (their questions: @chefs/domain; their answers: the server only). */
export const QUIZ_IDS = ['foodSafety', 'professionalism'] as const;
export type QuizId = (typeof QUIZ_IDS)[number];

export const APPLICATION_STATUSES = ['pending', 'under_review', 'approved', 'rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const RECIPE_CATEGORIES = ['meal_prep', 'quick_dinners', 'healthy', 'comfort_food', 'fine_dining'] as const;
export type RecipeCategory = (typeof RECIPE_CATEGORIES)[number];
export const ADMIN_RECIPE_CATEGORIES = ['meal_prep', 'quick_dinners', 'healthy'] as const;

export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

/** Cuisines of the landing search bar and the admin Add Chef form. */
export const LANDING_CUISINES = ['american', 'italian', 'asian', 'mediterranean', 'southern'] as const;
/** Specialties of the chef application. */
export const CHEF_SPECIALTIES = [
  'american',
  'italian',
  'french',
  'asian',
  'mediterranean',
  'southern',
  'mexican',
  'seafood',
  'vegetarian',
  'pastry',
] as const;
export type ChefSpecialty = (typeof CHEF_SPECIALTIES)[number];
export const CHEF_SERVICE_TYPES = ['Meal Prep', 'Private Dinner', 'Catering', 'Cooking Classes'] as const;

export const SCHEDULE_BOOKING_TYPES = ['single', 'recurring'] as const;
export const RECURRING_FREQUENCIES = ['weekly', 'biweekly', 'monthly'] as const;
export type RecurringFrequency = (typeof RECURRING_FREQUENCIES)[number];

export const SIGNUP_SERVICE_TYPES = ['meal_prep', 'fine_dining', 'both'] as const;
export const SIGNUP_CUISINES = [
  'Italian',
  'American',
  'Mediterranean',
  'Asian',
  'Mexican',
  'French',
  'Indian',
  'Thai',
  'Japanese',
  'Southern',
] as const;
export const PLANNING_OPTIONS = ['basic_consultation', 'premium_planning', 'custom_design', 'full_service'] as const;
export const ONE_TIME_FEES = [49, 99, 199, 349] as const;
