import { Module } from '@nestjs/common';
import { AdminUsersController } from './admin-users.controller';
import { AdminUsersService } from './admin-users.service';

@Module({ controllers: [AdminUsersController], providers: [AdminUsersService] })
export class AdminUsersModule {}
