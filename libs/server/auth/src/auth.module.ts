import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { AccessGuard } from './access/access.guard';

/** Import once per BFF: every route is refused unless it says who may call it. */
@Module({ providers: [{ provide: APP_GUARD, useClass: AccessGuard }] })
export class AuthModule {}
