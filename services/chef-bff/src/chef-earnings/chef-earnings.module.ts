import { Module } from '@nestjs/common';
import { ChefProfileModule } from '../chef-profile/chef-profile.module';
import { ChefEarningsController } from './chef-earnings.controller';
import { ChefEarningsService } from './chef-earnings.service';

@Module({ imports: [ChefProfileModule], controllers: [ChefEarningsController], providers: [ChefEarningsService] })
export class ChefEarningsModule {}
