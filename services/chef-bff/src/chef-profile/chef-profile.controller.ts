import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Authenticated, CurrentUser, type SessionUser } from '@chefs/auth';
import type { ChefDto } from '@chefs/contracts';
import { ChefProfileService } from './chef-profile.service';

@ApiTags('chef portal')
@Controller('api/chef-profile')
export class ChefProfileController {
  constructor(private readonly profiles: ChefProfileService) {}

  /** The caller's own chef profile; 404 until an application is approved. */
  @Get()
  @Authenticated()
  get(@CurrentUser() user: SessionUser): Promise<ChefDto> {
    return this.profiles.ownProfile(user.id);
  }
}
