import { Booking } from './entities/booking.entity';
import { Chef } from './entities/chef.entity';
import { Recipe } from './entities/recipe.entity';
import { Review } from './entities/review.entity';
import { User } from './entities/user.entity';
import { toAuthUser, toBookingDto, toChefDto, toRecipeDto, toReviewDto } from './mappers';

const chef = Object.assign(new Chef(), {
  id: 7,
  userId: 'u-1',
  name: 'Marcus Bennett',
  bio: 'Lowcountry classics.',
  profileImage: null,
  cuisines: ['southern', 'american'],
  pricePerPersonCents: 8500,
  location: 'Grant Park, Atlanta, GA',
  specialty: 'Southern Comfort',
  experience: null,
  yearsOfExperience: 12,
  services: ['meal_prep', 'private_dinner'],
  portfolioImages: [],
  videoUrl: null,
  zipCodes: ['30312'],
  isApproved: true,
  isActive: true,
  createdAt: new Date('2025-01-01T00:00:00Z'),
});

describe('toChefDto', () => {
  it('shows the price as a decimal string and the contract fields only', () => {
    const dto = toChefDto(chef, { rating: 4.75, totalBookings: 9 });
    expect(dto).toEqual({
      id: 7,
      name: 'Marcus Bennett',
      bio: 'Lowcountry classics.',
      profileImage: null,
      rating: '4.8',
      cuisines: ['southern', 'american'],
      pricePerPerson: '85.00',
      location: 'Grant Park, Atlanta, GA',
      specialty: 'Southern Comfort',
      experience: null,
      yearsOfExperience: 12,
      services: ['meal_prep', 'private_dinner'],
      totalBookings: 9,
      portfolioImages: [],
      videoUrl: null,
      zipCodes: ['30312'],
      isApproved: true,
      isActive: true,
    });
    expect(dto).not.toHaveProperty('userId');
    expect(dto).not.toHaveProperty('pricePerPersonCents');
  });

  it('rates 5.0 with no reviews and no stats', () => {
    expect(toChefDto(chef).rating).toBe('5.0');
    expect(toChefDto(chef).totalBookings).toBe(0);
    expect(toChefDto(chef, { rating: null, totalBookings: 2 }).rating).toBe('5.0');
  });

  it('keeps one decimal on round ratings', () => {
    expect(toChefDto(chef, { rating: 4, totalBookings: 1 }).rating).toBe('4.0');
    expect(toChefDto(chef, { rating: 4.333333, totalBookings: 3 }).rating).toBe('4.3');
  });

  it('shows odd prices exactly', () => {
    expect(toChefDto(Object.assign(new Chef(), chef, { pricePerPersonCents: 4550 })).pricePerPerson).toBe('45.50');
  });
});

describe('toBookingDto', () => {
  const booking = Object.assign(new Booking(), {
    id: 12,
    customerId: 'u-2',
    chefId: 7,
    serviceType: 'private_dinner',
    eventDate: '2025-06-20',
    eventTime: 'evening',
    guestCount: 3,
    clientName: 'Casey Morgan',
    clientEmail: 'customer@demo.test',
    clientPhone: null,
    clientAddress: '742 Virginia Ave NE',
    specialRequests: null,
    totalAmountCents: 25550,
    status: 'pending',
    paymentStatus: 'pending',
    stripePaymentIntentId: 'pi_secret',
    createdAt: new Date('2025-06-01T12:00:00Z'),
    updatedAt: new Date('2025-06-01T12:00:00Z'),
  } satisfies Partial<Booking>);

  it('shows the total as a number with two decimals and dates as strings', () => {
    const dto = toBookingDto(booking);
    expect(dto.totalAmount).toBe(255.5);
    expect(dto.eventDate).toBe('2025-06-20');
    expect(dto.createdAt).toBe('2025-06-01T12:00:00.000Z');
    expect(dto).not.toHaveProperty('stripePaymentIntentId');
    expect(dto).not.toHaveProperty('customerId');
    expect(dto).not.toHaveProperty('chefName');
  });

  it('names the chef when the relation is loaded', () => {
    expect(toBookingDto(Object.assign(new Booking(), booking, { chef })).chefName).toBe('Marcus Bennett');
  });
});

describe('toRecipeDto', () => {
  it('passes the recipe fields through, nutrition included', () => {
    const recipe = Object.assign(new Recipe(), {
      id: 3,
      title: 'Beef Wellington',
      slug: 'beef-wellington',
      description: 'Classic.',
      category: 'fine_dining',
      difficulty: 'hard',
      prepTime: 60,
      cookingTime: 45,
      servings: 6,
      ingredients: ['beef'],
      instructions: [],
      imageUrl: null,
      nutritionInfo: { calories: 780, wine_pairing: 'Bordeaux', dessert_suggestion: 'Soufflé' },
      isPublished: true,
      createdAt: new Date(),
    } satisfies Partial<Recipe>);
    const dto = toRecipeDto(recipe);
    expect(dto.nutritionInfo?.wine_pairing).toBe('Bordeaux');
    expect(dto.instructions).toEqual([]);
    expect(dto).not.toHaveProperty('createdAt');
  });
});

describe('toAuthUser', () => {
  it('gives the session user with an ISO createdAt', () => {
    const user = Object.assign(new User(), {
      id: 'u-1',
      email: 'admin@demo.test',
      firstName: 'admin',
      lastName: 'User',
      role: 'admin',
      oidcSubject: 'sub-1',
      profileImageUrl: null,
      preferences: { cuisines: ['Italian'] },
      createdAt: new Date('2025-02-03T04:05:06Z'),
      updatedAt: new Date(),
    } satisfies Partial<User>);
    expect(toAuthUser(user)).toEqual({
      id: 'u-1',
      email: 'admin@demo.test',
      firstName: 'admin',
      lastName: 'User',
      role: 'admin',
      profileImageUrl: null,
      createdAt: '2025-02-03T04:05:06.000Z',
    });
  });
});

describe('toReviewDto', () => {
  const review = Object.assign(new Review(), {
    id: 1,
    bookingId: 2,
    chefId: 7,
    customerId: 'u-2',
    rating: 5,
    comment: 'Great',
    createdAt: new Date('2025-01-01T00:00:00Z'),
  });

  it('names the reviewer by first name and last initial', () => {
    const customer = Object.assign(new User(), { firstName: 'Casey', lastName: 'Morgan' });
    expect(toReviewDto(Object.assign(new Review(), review, { customer })).customerName).toBe('Casey M.');
  });

  it('falls back when the reviewer is unknown', () => {
    expect(toReviewDto(review).customerName).toBe('Verified customer');
  });
});
