import { Body, Controller, Get, Patch } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Authenticated, CurrentUser, Roles, type SessionUser } from '@chefs/auth';
import type { OwnChefProfileDto } from '@chefs/contracts';
import { ChefProfileService } from './chef-profile.service';
import { UpdateChefProfileDto } from './update-chef-profile.dto';

@ApiTags('chef portal')
@Controller('api/chef-profile')
export class ChefProfileController {
  constructor(private readonly profiles: ChefProfileService) {}

  /** The caller's own chef profile and their review count; 404 until an application is approved. */
  @Get()
  @Authenticated()
  get(@CurrentUser() user: SessionUser): Promise<OwnChefProfileDto> {
    return this.profiles.ownProfile(user.id);
  }

  /**
   * The chef changes their own specialty, price, location, ZIP codes and bio; answers the profile
   * as saved. The public pages read it at once (the read cache hears the change, docs/performance.md).
   */
  @Patch()
  @Roles('chef')
  update(@CurrentUser() user: SessionUser, @Body() body: UpdateChefProfileDto): Promise<OwnChefProfileDto> {
    return this.profiles.updateOwnProfile(user.id, body);
  }
}
