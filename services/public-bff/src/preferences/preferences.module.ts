import { Module } from '@nestjs/common';
import { PreferencesController } from './preferences.controller';
import { PreferencesService } from './preferences.service';

/** PUT /api/me/preferences. */
@Module({ controllers: [PreferencesController], providers: [PreferencesService] })
export class PreferencesModule {}
