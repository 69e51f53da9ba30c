import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentUser, Roles, type SessionUser } from '@chefs/auth';
import type { ChefEarningsDto } from '@chefs/contracts';
import { ChefEarningsService } from './chef-earnings.service';

@ApiTags('chef portal')
@Controller('api/chef-earnings')
export class ChefEarningsController {
  constructor(private readonly earnings: ChefEarningsService) {}

  /** This month's confirmed total, the confirmed count and all confirmed earnings. */
  @Get()
  @Roles('chef')
  get(@CurrentUser() user: SessionUser): Promise<ChefEarningsDto> {
    return this.earnings.own(user.id);
  }
}
