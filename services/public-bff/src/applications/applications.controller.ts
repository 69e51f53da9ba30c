import { Body, Controller, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Authenticated, CurrentUser, type SessionUser } from '@chefs/auth';
import type { ChefApplicationResponse } from '@chefs/contracts';
import { ApplicationsService } from './applications.service';
import { ChefApplicationDto } from './dto/chef-application.dto';

@ApiTags('chef applications')
@Controller('api/chef-application')
export class ApplicationsController {
  constructor(private readonly applications: ApplicationsService) {}

  /** Submits the signed-in user's application (201), graded and checked on the server. */
  @Post()
  @Authenticated()
  submit(@CurrentUser() user: SessionUser, @Body() body: ChefApplicationDto): Promise<ChefApplicationResponse> {
    return this.applications.submit(user.id, body);
  }
}
