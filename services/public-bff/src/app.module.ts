import type { PublicBffConfig } from './app';
import { Module, type DynamicModule } from '@nestjs/common';
import { CoreModule } from '@chefs/server-core';
import { DbModule } from '@chefs/db';
import { AuthModule, OidcModule } from '@chefs/auth';
import { ChefsModule } from './chefs/chefs.module';
import { RecipesModule } from './recipes/recipes.module';
import { ReviewsModule } from './reviews/reviews.module';
import { ChefSearchModule } from './chef-search/chef-search.module';
import { SubscriptionsModule } from './subscriptions/subscriptions.module';
import { ApplicationsModule } from './applications/applications.module';
import { PreferencesModule } from './preferences/preferences.module';

/** public-bff: identity (OIDC), the public catalogue, recipe subscriptions, chef applications and customer preferences. */
@Module({})
export class AppModule {
  static forRoot(config: PublicBffConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        CoreModule.forRoot(config),
        DbModule.forRoot(config.databaseUrl, config.serviceName, config.databasePoolSize),
        AuthModule,
        OidcModule,
        // ChefSearchModule before ChefsModule, so /api/chefs/search is not taken for /api/chefs/:id.
        ChefSearchModule,
        ChefsModule,
        RecipesModule,
        ReviewsModule,
        SubscriptionsModule,
        ApplicationsModule,
        PreferencesModule,
      ],
    };
  }
}
