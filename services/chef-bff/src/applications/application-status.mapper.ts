import type { ChefApplication } from '@chefs/db';
import type { ChefApplicationStatusDto } from '@chefs/contracts';

export function toApplicationStatusDto(application: ChefApplication): ChefApplicationStatusDto {
  return {
    id: application.id,
    status: application.status,
    applicationDate: application.createdAt.toISOString(),
    rejectionReason: application.rejectionReason,
    backgroundCheckStatus: application.backgroundCheckStatus,
  };
}
