import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Authenticated, CurrentUser, type SessionUser } from '@chefs/auth';
import type { HomeSummaryDto } from '@chefs/contracts';
import { HomeService } from './home.service';

@ApiTags('home')
@Controller('api/home')
export class HomeController {
  constructor(private readonly home: HomeService) {}

  @Get()
  @Authenticated()
  summary(@CurrentUser() user: SessionUser): Promise<HomeSummaryDto> {
    return this.home.summary(user.id);
  }
}
