import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentUser, Roles, type SessionUser } from '@chefs/auth';
import type { HomeSummaryDto } from '@chefs/contracts';
import { HomeService } from './home.service';

@ApiTags('home')
@Controller('api/home')
export class HomeController {
  constructor(private readonly home: HomeService) {}

  @Get()
  @Roles('customer')
  summary(@CurrentUser() user: SessionUser): Promise<HomeSummaryDto> {
    return this.home.summary(user.id);
  }
}
