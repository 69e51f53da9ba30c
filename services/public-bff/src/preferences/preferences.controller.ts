import { Body, Controller, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Authenticated, CurrentUser, type SessionUser } from '@chefs/auth';
import type { CustomerPreferences } from '@chefs/contracts';
import { CustomerPreferencesDto } from './dto/customer-preferences.dto';
import { PreferencesService } from './preferences.service';

@ApiTags('preferences')
@Controller('api/me/preferences')
export class PreferencesController {
  constructor(private readonly preferences: PreferencesService) {}

  /** Saves the signed-in user's signup preferences and answers them as stored. */
  @Put()
  @Authenticated()
  save(@CurrentUser() user: SessionUser, @Body() body: CustomerPreferencesDto): Promise<CustomerPreferences> {
    return this.preferences.save(user.id, body);
  }
}
