import {
  type AuthUser,
  type BookingDetailDto,
  type BookingDto,
  type ChefDto,
  type OwnChefProfileDto,
  type RecipeDto,
} from '@chefs/contracts';

/** Contract-shaped sample data for screen tests. */
export function aUser(overrides: Partial<AuthUser> = {}): AuthUser {
  return {
    id: 'u-1',
    email: 'casey@demo.test',
    firstName: 'Casey',
    lastName: 'Morgan',
    role: 'customer',
    createdAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function aChef(overrides: Partial<ChefDto> = {}): ChefDto {
  return {
    id: 1,
    name: 'Marcus Reed',
    bio: 'Southern comfort, refined.',
    profileImage: null,
    rating: '4.8',
    cuisines: ['southern', 'american', 'italian'],
    pricePerPerson: '85.00',
    location: 'Decatur, GA',
    specialty: 'Southern Cuisine',
    experience: null,
    yearsOfExperience: 12,
    services: ['meal_prep', 'private_dinner'],
    totalBookings: 4,
    portfolioImages: [],
    videoUrl: null,
    zipCodes: ['30030'],
    isApproved: true,
    isActive: true,
    ...overrides,
  };
}

/** The signed-in chef's own profile (GET /api/chef-profile): aChef with its review count, 5 reviews unless told. */
export function anOwnChefProfile(overrides: Partial<OwnChefProfileDto> = {}): OwnChefProfileDto {
  return { ...aChef(), reviewCount: 5, ...overrides };
}

export function aRecipe(overrides: Partial<RecipeDto> = {}): RecipeDto {
  return {
    id: 1,
    title: 'Lemon Herb Chicken',
    slug: 'lemon-herb-chicken',
    description: 'Bright, weeknight-friendly chicken.',
    category: 'quick_dinners',
    difficulty: 'easy',
    prepTime: 10,
    cookingTime: 25,
    servings: 4,
    ingredients: [],
    instructions: [],
    imageUrl: null,
    nutritionInfo: null,
    isPublished: true,
    ...overrides,
  };
}

export function aBooking(overrides: Partial<BookingDto> = {}): BookingDto {
  return {
    id: 7,
    chefId: 1,
    chefName: 'Marcus Reed',
    clientName: 'Casey Morgan',
    clientEmail: 'casey@demo.test',
    clientPhone: null,
    clientAddress: '1 Peachtree St, Atlanta, GA 30303',
    status: 'pending',
    paymentStatus: 'pending',
    serviceType: 'private_dinner',
    eventDate: '2025-03-14',
    eventTime: 'evening',
    guestCount: 4,
    totalAmount: 340,
    specialRequests: null,
    createdAt: '2025-02-01T00:00:00.000Z',
    ...overrides,
  };
}

/** A booking as its detail screen reads it (GET /api/bookings/:id): cancellable, nothing paid, no history yet. */
export function aBookingDetail(overrides: Partial<BookingDetailDto> = {}): BookingDetailDto {
  return {
    ...aBooking(),
    chefName: 'Marcus Reed',
    chefSpecialty: 'Southern Cuisine',
    chefProfileImage: null,
    chefLocation: 'Decatur, GA',
    history: [
      {
        fromStatus: null,
        toStatus: 'pending',
        changedByRole: 'customer',
        changedAt: '2025-02-01T00:00:00.000Z',
        reason: null,
      },
    ],
    cancellation: { allowed: true, deadline: '2025-03-12T22:00:00.000Z', refundAmount: 0, reason: null },
    review: null,
    canReview: false,
    ...overrides,
  };
}
