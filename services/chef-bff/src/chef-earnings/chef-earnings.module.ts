import { Module } from '@nestjs/common';
import { ChefEarningsController } from './chef-earnings.controller';
import { ChefEarningsService } from './chef-earnings.service';

@Module({ controllers: [ChefEarningsController], providers: [ChefEarningsService] })
export class ChefEarningsModule {}
