import { Module } from '@nestjs/common';
import { ApplicationsController } from './applications.controller';
import { ApplicationsService } from './applications.service';

/** POST /api/chef-application. */
@Module({ controllers: [ApplicationsController], providers: [ApplicationsService] })
export class ApplicationsModule {}
