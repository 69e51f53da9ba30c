import { Module } from '@nestjs/common';
import { ChefsModule } from '../chefs/chefs.module';
import { ReviewsController } from './reviews.controller';
import { ReviewsService } from './reviews.service';

@Module({ imports: [ChefsModule], controllers: [ReviewsController], providers: [ReviewsService] })
export class ReviewsModule {}
