import { Module } from '@nestjs/common';
import { AdminChefsController } from './admin-chefs.controller';
import { AdminChefsService } from './admin-chefs.service';

@Module({ controllers: [AdminChefsController], providers: [AdminChefsService] })
export class AdminChefsModule {}
