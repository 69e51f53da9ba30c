import type { AdminApplicationDto, AdminApplicationReferenceDto } from '@chefs/contracts';
import { isoTimestamp, type ChefApplication } from '@chefs/db';

/** What toAdminApplicationDto reads of an application: all the admin vets it by. */
export type ApplicationFields = Pick<
  ChefApplication,
  | 'id'
  | 'userId'
  | 'fullName'
  | 'email'
  | 'phone'
  | 'specialty'
  | 'yearsOfExperience'
  | 'location'
  | 'zipCode'
  | 'pricePerPersonCents'
  | 'serviceTypes'
  | 'description'
  | 'businessName'
  | 'cookingVideoUrl'
  | 'foodSafetyScore'
  | 'professionalismScore'
  | 'references'
  | 'backgroundCheckConsent'
  | 'status'
  | 'rejectionReason'
  | 'backgroundCheckStatus'
  | 'createdAt'
  | 'reviewedAt'
>;

/** ApplicationFields as the page's JSON holds them (times as ISO text). */
export type ApplicationJson = Omit<ApplicationFields, 'createdAt' | 'reviewedAt'> & {
  createdAt: string;
  reviewedAt: string | null;
};

/** ApplicationJson as SQL over the chef_applications row `a` (23 pairs, json_build_object takes 50). */
export const APPLICATION_JSON = `json_build_object(
  'id', a.id, 'userId', a.user_id, 'fullName', a.full_name, 'email', a.email, 'phone', a.phone,
  'specialty', a.specialty, 'yearsOfExperience', a.years_of_experience, 'location', a.location,
  'zipCode', a.zip_code, 'pricePerPersonCents', a.price_per_person_cents, 'serviceTypes', a.service_types,
  'description', a.description, 'businessName', a.business_name, 'cookingVideoUrl', a.cooking_video_url,
  'foodSafetyScore', a.food_safety_score, 'professionalismScore', a.professionalism_score,
  'references', a."references", 'backgroundCheckConsent', a.background_check_consent,
  'status', a.status, 'rejectionReason', a.rejection_reason,
  'backgroundCheckStatus', a.background_check_status, 'createdAt', ${isoTimestamp('a.created_at')},
  'reviewedAt', CASE WHEN a.reviewed_at IS NOT NULL THEN ${isoTimestamp('a.reviewed_at')} END)`;

/** The text, trimmed; anything else (a missing field of an old row) as "". */
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** Text left empty as null. */
const given = (value: string | null): string | null => text(value) || null;

/**
 * The references the applicant gave, in their order. The jsonb list is read as stored data, not
 * trusted to be tidy: a reference with none of its three fields filled is dropped, a missing
 * field reads "".
 */
export function givenReferences(stored: unknown): AdminApplicationReferenceDto[] {
  if (!Array.isArray(stored)) return [];
  return stored
    .map((r: unknown) => {
      const fields = typeof r === 'object' && r !== null ? (r as Record<string, unknown>) : {};
      return { name: text(fields.name), phone: text(fields.phone), relationship: text(fields.relationship) };
    })
    .filter((r) => r.name !== '' || r.phone !== '' || r.relationship !== '');
}

export function toAdminApplicationDto(a: ApplicationFields): AdminApplicationDto {
  return {
    id: a.id,
    userId: a.userId,
    fullName: a.fullName,
    email: a.email,
    phone: a.phone,
    specialty: a.specialty,
    yearsOfExperience: a.yearsOfExperience,
    location: a.location,
    zipCode: a.zipCode,
    pricePerPerson: a.pricePerPersonCents / 100,
    serviceTypes: a.serviceTypes,
    description: a.description,
    businessName: given(a.businessName),
    cookingVideoUrl: given(a.cookingVideoUrl),
    foodSafetyScore: a.foodSafetyScore,
    professionalismScore: a.professionalismScore,
    references: givenReferences(a.references),
    backgroundCheckConsent: a.backgroundCheckConsent,
    status: a.status,
    rejectionReason: a.rejectionReason,
    backgroundCheckStatus: a.backgroundCheckStatus,
    applicationDate: a.createdAt.toISOString(),
    reviewedAt: a.reviewedAt ? a.reviewedAt.toISOString() : null,
  };
}

/** A row of the page's JSON as the DTO. */
export function fromApplicationJson(a: ApplicationJson): AdminApplicationDto {
  return toAdminApplicationDto({
    ...a,
    createdAt: new Date(a.createdAt),
    reviewedAt: a.reviewedAt === null ? null : new Date(a.reviewedAt),
  });
}
