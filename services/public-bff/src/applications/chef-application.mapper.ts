import type { ChefApplicationResponse } from '@chefs/contracts';
import type { ApplicationReference, ChefApplication } from '@chefs/db';
import { dollarsToCents } from '@chefs/domain';
import type { ChefApplicationDto } from './dto/chef-application.dto';

export interface QuizScores {
  foodSafetyScore: number;
  professionalismScore: number;
}

/** The three optional references as the jsonb list, blank ones dropped. */
function referencesOf(dto: ChefApplicationDto): ApplicationReference[] {
  return [
    { name: dto.reference1Name, phone: dto.reference1Phone, relationship: dto.reference1Relationship },
    { name: dto.reference2Name, phone: dto.reference2Phone, relationship: dto.reference2Relationship },
    { name: dto.reference3Name, phone: dto.reference3Phone, relationship: dto.reference3Relationship },
  ]
    .map((r) => ({ name: r.name ?? '', phone: r.phone ?? '', relationship: r.relationship ?? '' }))
    .filter((r) => r.name !== '' || r.phone !== '' || r.relationship !== '');
}

/** The row to insert for a validated request and the server's own quiz scores. */
export function toApplicationRow(
  userId: string,
  dto: ChefApplicationDto,
  scores: QuizScores,
): Partial<ChefApplication> {
  return {
    userId,
    fullName: dto.fullName,
    email: dto.email.toLowerCase(),
    phone: dto.phone,
    yearsOfExperience: dto.yearsOfExperience,
    specialty: dto.specialty,
    description: dto.description,
    cookingVideoUrl: dto.cookingVideoUrl ?? null,
    foodSafetyScore: scores.foodSafetyScore,
    professionalismScore: scores.professionalismScore,
    references: referencesOf(dto),
    businessName: dto.businessName ?? null,
    serviceTypes: dto.serviceTypes,
    location: dto.location,
    zipCode: dto.zipCode,
    pricePerPersonCents: dollarsToCents(dto.pricePerPerson),
    backgroundCheckConsent: dto.backgroundCheckConsent,
    status: 'pending',
  };
}

export function toChefApplicationResponse(application: ChefApplication): ChefApplicationResponse {
  return {
    id: application.id,
    status: application.status,
    applicationDate: application.createdAt.toISOString(),
    foodSafetyScore: application.foodSafetyScore,
    professionalismScore: application.professionalismScore,
  };
}
