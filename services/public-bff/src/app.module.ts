import { Module, type DynamicModule } from '@nestjs/common';
import { CoreModule, type AppConfig } from '@chefs/server-core';
import { DbModule } from '@chefs/db';
import { AuthModule, OidcModule } from '@chefs/auth';
import { ChefsModule } from './chefs/chefs.module';
import { RecipesModule } from './recipes/recipes.module';
import { ReviewsModule } from './reviews/reviews.module';

/** public-bff: identity (OIDC) and the public catalogue. */
@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [CoreModule.forRoot(config), DbModule.forRoot(config.databaseUrl), AuthModule, OidcModule, ChefsModule, RecipesModule, ReviewsModule],
    };
  }
}
