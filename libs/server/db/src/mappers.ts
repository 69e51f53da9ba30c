import type { AuthUser, BookingDto, ChefDto, RecipeDto, ReviewDto } from '@chefs/contracts';
import { centsToAmount, centsToDecimalString } from '@chefs/domain';
import { statsOf } from './chef-stats';
import type { Booking } from './entities/booking.entity';
import type { Chef } from './entities/chef.entity';
import type { Recipe } from './entities/recipe.entity';
import type { Review } from './entities/review.entity';
import type { User } from './entities/user.entity';

export interface ChefStats {
  /** Average review rating, or null while the chef has no reviews. */
  rating: number | null;
  totalBookings: number;
}

/** Shown while a chef has no reviews. */
export const DEFAULT_RATING = '5.0';

/** A rating as shown: one decimal, "5.0" while there are none. */
export function formatRating(rating: number | null | undefined): string {
  return rating === null || rating === undefined ? DEFAULT_RATING : (Math.round(rating * 10) / 10).toFixed(1);
}

/** `stats` defaults to the chef row's own counters (kept by the database). */
export function toChefDto(chef: Chef, stats: ChefStats = statsOf(chef)): ChefDto {
  return {
    id: chef.id,
    name: chef.name,
    bio: chef.bio,
    profileImage: chef.profileImage,
    rating: formatRating(stats.rating),
    cuisines: chef.cuisines,
    pricePerPerson: centsToDecimalString(chef.pricePerPersonCents),
    location: chef.location,
    specialty: chef.specialty,
    experience: chef.experience,
    yearsOfExperience: chef.yearsOfExperience,
    services: chef.services,
    totalBookings: stats.totalBookings,
    portfolioImages: chef.portfolioImages,
    videoUrl: chef.videoUrl,
    zipCodes: chef.zipCodes,
    isApproved: chef.isApproved,
    isActive: chef.isActive,
  };
}

export function toRecipeDto(recipe: Recipe): RecipeDto {
  return {
    id: recipe.id,
    title: recipe.title,
    slug: recipe.slug,
    description: recipe.description,
    category: recipe.category,
    difficulty: recipe.difficulty,
    prepTime: recipe.prepTime,
    cookingTime: recipe.cookingTime,
    servings: recipe.servings,
    ingredients: recipe.ingredients,
    instructions: recipe.instructions,
    imageUrl: recipe.imageUrl,
    nutritionInfo: recipe.nutritionInfo,
    isPublished: recipe.isPublished,
  };
}

/** `chefName` is filled when the `chef` relation was loaded. */
export function toBookingDto(booking: Booking): BookingDto {
  const dto: BookingDto = {
    id: booking.id,
    chefId: booking.chefId,
    clientName: booking.clientName,
    clientEmail: booking.clientEmail,
    clientPhone: booking.clientPhone,
    clientAddress: booking.clientAddress,
    status: booking.status,
    paymentStatus: booking.paymentStatus,
    serviceType: booking.serviceType,
    eventDate: booking.eventDate,
    eventTime: booking.eventTime,
    guestCount: booking.guestCount,
    totalAmount: centsToAmount(booking.totalAmountCents),
    specialRequests: booking.specialRequests,
    createdAt: booking.createdAt.toISOString(),
  };
  if (booking.chef) dto.chefName = booking.chef.name;
  return dto;
}

export function toAuthUser(user: User): AuthUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role,
    profileImageUrl: user.profileImageUrl,
    createdAt: user.createdAt.toISOString(),
  };
}

/**
 * `customerName` is the reviewer's first name and last initial ("Casey M.") when the
 * `customer` relation was loaded, else "Verified customer".
 */
export function toReviewDto(review: Review): ReviewDto {
  const first = review.customer?.firstName?.trim();
  const lastInitial = review.customer?.lastName?.trim().charAt(0);
  return {
    id: review.id,
    rating: review.rating,
    comment: review.comment,
    customerName: first ? (lastInitial ? `${first} ${lastInitial}.` : first) : 'Verified customer',
    createdAt: review.createdAt.toISOString(),
  };
}
