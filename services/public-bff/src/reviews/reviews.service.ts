import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Review, toReviewDto } from '@chefs/db';
import type { ReviewDto } from '@chefs/contracts';
import { ChefsService } from '../chefs/chefs.service';

@Injectable()
export class ReviewsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly chefs: ChefsService,
  ) {}

  /** Reviews of a visible chef, newest first; an unknown chef is "Chef Not Found". */
  async forChef(chefId: number): Promise<ReviewDto[]> {
    await this.chefs.findVisible(chefId);
    const reviews = await this.dataSource.getRepository(Review).find({
      where: { chefId },
      relations: { customer: true },
      order: { createdAt: 'DESC', id: 'DESC' },
    });
    return reviews.map(toReviewDto);
  }
}
