import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Authenticated, CurrentUser, type SessionUser } from '@chefs/auth';
import type { ChefApplicationStatusDto } from '@chefs/contracts';
import { ApplicationStatusService } from './application-status.service';

@ApiTags('chef portal')
@Controller('api/chef-application-status')
export class ApplicationStatusController {
  constructor(private readonly applications: ApplicationStatusService) {}

  @Get()
  @Authenticated()
  get(@CurrentUser() user: SessionUser): Promise<ChefApplicationStatusDto> {
    return this.applications.latest(user.id);
  }
}
