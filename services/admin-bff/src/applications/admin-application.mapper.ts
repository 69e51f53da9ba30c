import type { AdminApplicationDto, AdminApplicationReferenceDto } from '@chefs/contracts';
import { centsNumber, isoTimestamp, jsTrim, type ChefApplication } from '@chefs/db';

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

/** A text field of a stored reference as `text` reads it: trimmed when a string, "" otherwise. */
const referenceText = (field: string): string =>
  `CASE WHEN jsonb_typeof(t.e -> '${field}') = 'string' THEN ${jsTrim(`t.e ->> '${field}'`)} ELSE '' END`;

/** givenReferences of the chef_applications row `a`, as SQL: the filled references in their order. */
const REFERENCES_JSON = `coalesce((
  SELECT json_agg(json_build_object('name', x.name, 'phone', x.phone, 'relationship', x.relationship) ORDER BY x.i)
    FROM (SELECT t.i, ${referenceText('name')} AS name, ${referenceText('phone')} AS phone,
                 ${referenceText('relationship')} AS relationship
            FROM jsonb_array_elements(CASE WHEN jsonb_typeof(a."references") = 'array' THEN a."references" ELSE '[]'::jsonb END)
                 WITH ORDINALITY AS t(e, i)) x
   WHERE x.name <> '' OR x.phone <> '' OR x.relationship <> ''), '[]'::json)`;

/**
 * toAdminApplicationDto as SQL over the chef_applications row `a` (23 pairs; json_build_object
 * takes 50), for a page Postgres renders and the BFF sends on as it is (JsonText):
 * `test/admin-json-rows.spec.ts` checks it against the mapper, messy stored references included.
 */
export const ADMIN_APPLICATION_JSON = `json_build_object(
  'id', a.id, 'userId', a.user_id, 'fullName', a.full_name, 'email', a.email, 'phone', a.phone,
  'specialty', a.specialty, 'yearsOfExperience', a.years_of_experience, 'location', a.location,
  'zipCode', a.zip_code, 'pricePerPerson', ${centsNumber('a.price_per_person_cents')},
  'serviceTypes', a.service_types, 'description', a.description,
  'businessName', nullif(${jsTrim('a.business_name')}, ''), 'cookingVideoUrl', nullif(${jsTrim('a.cooking_video_url')}, ''),
  'foodSafetyScore', a.food_safety_score, 'professionalismScore', a.professionalism_score,
  'references', ${REFERENCES_JSON}, 'backgroundCheckConsent', a.background_check_consent,
  'status', a.status, 'rejectionReason', a.rejection_reason,
  'backgroundCheckStatus', a.background_check_status, 'applicationDate', ${isoTimestamp('a.created_at')},
  'reviewedAt', CASE WHEN a.reviewed_at IS NOT NULL THEN ${isoTimestamp('a.reviewed_at')} END)`;
