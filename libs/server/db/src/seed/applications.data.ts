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
}

/** Two applicants waiting for a decision. */
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
];
