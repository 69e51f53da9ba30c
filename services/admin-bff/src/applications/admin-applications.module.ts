import { Module } from '@nestjs/common';
import { AdminApplicationsController } from './admin-applications.controller';
import { AdminApplicationsService } from './admin-applications.service';

/** GET /api/admin/applications, PATCH /api/admin/applications/:id. */
@Module({ controllers: [AdminApplicationsController], providers: [AdminApplicationsService] })
export class AdminApplicationsModule {}
