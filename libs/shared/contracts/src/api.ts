import type {
  ApplicationStatus,
  BookingStatus,
  PaymentStatus,
  RecipeCategory,
  Role,
  ServiceType,
  TimeSlot,
  Difficulty,
} from './enums';

/** Body of every non-2xx API answer. `message` is what a person reads; `errors` lists field messages. */
export interface ApiErrorBody {
  statusCode: number;
  error: string;
  message: string;
  code?: string;
  errors?: { field: string; message: string }[];
}

export interface AuthUser {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: Role;
  profileImageUrl?: string | null;
  createdAt: string;
}

export interface ChefDto {
  id: number;
  name: string;
  bio: string;
  profileImage: string | null;
  rating: string;
  cuisines: string[];
  pricePerPerson: string;
  location: string;
  specialty: string;
  experience: string | null;
  yearsOfExperience: number;
  services: string[];
  totalBookings: number;
  portfolioImages: string[];
  videoUrl: string | null;
  zipCodes: string[];
  isApproved: boolean;
  isActive: boolean;
}

export interface ReviewDto {
  id: number;
  rating: number;
  comment: string;
  customerName: string;
  createdAt: string;
}

export interface NutritionInfo {
  calories?: number;
  protein?: string;
  carbs?: string;
  fat?: string;
  note?: string;
  wine_pairing?: string;
  dessert_suggestion?: string;
}

export interface RecipeDto {
  id: number;
  title: string;
  slug: string;
  description: string;
  category: RecipeCategory;
  difficulty: Difficulty;
  prepTime: number;
  cookingTime: number;
  servings: number;
  ingredients: string[];
  instructions: string[];
  imageUrl: string | null;
  nutritionInfo: NutritionInfo | null;
  isPublished: boolean;
}

export interface BookingDto {
  id: number;
  chefId: number;
  chefName?: string;
  clientName: string;
  clientEmail: string;
  clientPhone: string | null;
  clientAddress: string;
  status: BookingStatus;
  paymentStatus: PaymentStatus;
  serviceType: ServiceType;
  eventDate: string;
  eventTime: TimeSlot;
  guestCount: number;
  totalAmount: number;
  specialRequests: string | null;
  createdAt: string;
}

export interface HomeSummaryDto {
  counts: { chefs: number; recipes: number; bookings: number };
  recentBookings: BookingDto[];
  chefs: ChefDto[];
  recipes: RecipeDto[];
}

export interface ChefApplicationStatusDto {
  id: number;
  status: ApplicationStatus;
  applicationDate: string;
  rejectionReason: string | null;
  backgroundCheckStatus: string;
}

export interface AdminOverviewDto {
  totalRevenue: string;
  paidBookings: number;
  activeChefs: number;
  pendingChefs: number;
  pendingBookings: number;
  totalBookings: number;
  publishedRecipes: number;
  draftRecipes: number;
  recentBookings: { id: number; clientName: string; eventDate: string; status: BookingStatus }[];
  pendingApplications: { id: number; fullName: string; specialty: string; applicationDate: string }[];
}

export interface AdminUserDto {
  id: string;
  name: string | null;
  email: string;
  role: Role;
  createdAt: string | null;
}
