import { Module } from '@nestjs/common';
import { OidcClient } from './oidc-client.service';
import { OidcController } from './oidc.controller';
import { UserSync } from './user-sync.service';

/** /api/login, /api/callback, /api/logout and /api/auth/user: imported by public-bff only. */
@Module({ controllers: [OidcController], providers: [OidcClient, UserSync] })
export class OidcModule {}
