import type { ApplicationReference } from '../entities/chef-application.entity';

export interface SeedApplication {
  userEmail: string;
  fullName: string;
  phone: string;
  yearsOfExperience: number;
  specialty: string;
  description: string;
  cookingVideoUrl: string | null;
  foodSafetyScore: number;
  professionalismScore: number;
  references: ApplicationReference[];
  businessName: string | null;
  serviceTypes: string[];
  location: string;
  zipCode: string;
  priceDollars: number;
  /** Days ago the application was sent. */
  sentDaysAgo: number;
  /** How the admin decided, and how many days after it was sent; pending when absent. */
  decision?: { status: 'approved' | 'rejected'; afterDays: number; rejectionReason?: string };
}

/** Two applicants waiting for a decision; the two chefs who sign in, approved long ago; one applicant turned down. */
export const SEED_APPLICATIONS: readonly SeedApplication[] = [
  {
    userEmail: 'applicant@demo.test',
    fullName: 'Jordan Ellis',
    phone: '(404) 555-0148',
    yearsOfExperience: 6,
    specialty: 'mexican',
    description:
      'I have cooked regional Mexican food for six years, from Oaxacan moles to Baja-style seafood. I ran the kitchen of a Decatur taqueria and now cater backyard parties and office lunches across DeKalb County.',
    cookingVideoUrl: null,
    foodSafetyScore: 100,
    professionalismScore: 80,
    references: [
      { name: 'Maria Delgado', phone: '(404) 555-0190', relationship: 'Former employer' },
      { name: 'Kevin Park', phone: '(678) 555-0112', relationship: 'Catering client' },
    ],
    businessName: 'Ellis Cocina',
    serviceTypes: ['Meal Prep', 'Private Dinner', 'Catering'],
    location: 'Decatur, GA',
    zipCode: '30030',
    priceDollars: 60,
    sentDaysAgo: 2,
  },
  {
    userEmail: 'nia.thompson@demo.test',
    fullName: 'Nia Thompson',
    phone: '(470) 555-0163',
    yearsOfExperience: 4,
    specialty: 'pastry',
    description:
      'Pastry chef trained at a culinary institute in Atlanta, four years in hotel pastry kitchens. I build plated dessert courses and celebration cakes, and teach small-group baking classes at home.',
    cookingVideoUrl: 'https://vimeo.com/76979871',
    foodSafetyScore: 80,
    professionalismScore: 100,
    references: [{ name: 'Laura Chen', phone: '(404) 555-0177', relationship: 'Executive pastry chef' }],
    businessName: null,
    serviceTypes: ['Private Dinner', 'Cooking Classes'],
    location: 'Smyrna, GA',
    zipCode: '30080',
    priceDollars: 50,
    sentDaysAgo: 5,
  },
  {
    userEmail: 'chef@demo.test',
    fullName: 'Marcus Bennett',
    phone: '(404) 555-0121',
    yearsOfExperience: 12,
    specialty: 'southern',
    description:
      'Sous chef for six years at a Midtown supper club, then four years running a catering kitchen. I cook Southern and Lowcountry food from scratch: shrimp and grits, smoked meats, biscuits, seasonal sides.',
    cookingVideoUrl: null,
    foodSafetyScore: 100,
    professionalismScore: 100,
    references: [{ name: 'Angela Ruiz', phone: '(404) 555-0133', relationship: 'Former executive chef' }],
    businessName: 'Bennett Table',
    serviceTypes: ['Meal Prep', 'Private Dinner'],
    location: 'Grant Park, Atlanta, GA',
    zipCode: '30312',
    priceDollars: 85,
    sentDaysAgo: 640,
    decision: { status: 'approved', afterDays: 3 },
  },
  {
    userEmail: 'giulia@demo.test',
    fullName: 'Giulia Romano',
    phone: '(404) 555-0186',
    yearsOfExperience: 14,
    specialty: 'italian',
    description:
      'Trained in Bologna, then led the pasta station of an Inman Park trattoria for eight years. I make every pasta by hand and cook Northern Italian dinners for four to twelve guests.',
    cookingVideoUrl: null,
    foodSafetyScore: 100,
    professionalismScore: 80,
    references: [{ name: 'Paolo Ferri', phone: '(678) 555-0104', relationship: 'Former head chef' }],
    businessName: null,
    serviceTypes: ['Private Dinner', 'Meal Prep'],
    location: 'Virginia-Highland, Atlanta, GA',
    zipCode: '30306',
    priceDollars: 95,
    sentDaysAgo: 410,
    decision: { status: 'approved', afterDays: 2 },
  },
  {
    userEmail: 'darnell.hayes@demo.test',
    fullName: 'Darnell Hayes',
    phone: '(770) 555-0157',
    yearsOfExperience: 1,
    specialty: 'american',
    description:
      'Home cook who loves hosting. I grill for the neighborhood every summer and want to start cooking for other families.',
    cookingVideoUrl: null,
    foodSafetyScore: 80,
    professionalismScore: 80,
    references: [],
    businessName: null,
    serviceTypes: ['Private Dinner'],
    location: 'Marietta, GA',
    zipCode: '30060',
    priceDollars: 40,
    sentDaysAgo: 45,
    decision: {
      status: 'rejected',
      afterDays: 2,
      rejectionReason:
        'We ask for at least two years of professional kitchen experience. You are welcome to apply again once you have it.',
    },
  },
];
