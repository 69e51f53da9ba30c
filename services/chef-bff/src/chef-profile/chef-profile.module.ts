import { Module } from '@nestjs/common';
import { ChefProfileController } from './chef-profile.controller';
import { ChefProfileService } from './chef-profile.service';

@Module({ controllers: [ChefProfileController], providers: [ChefProfileService], exports: [ChefProfileService] })
export class ChefProfileModule {}
