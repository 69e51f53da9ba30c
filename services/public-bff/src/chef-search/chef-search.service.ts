import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { ChefDto, ChefSearchQuery, Page } from '@chefs/contracts';
import { findChefPage } from '../chefs/chef-page.query';

/** The landing search: visible chefs who serve a ZIP, cook a cuisine and are free on a date, a page at a time. */
@Injectable()
export class ChefSearchService {
  constructor(private readonly dataSource: DataSource) {}

  search(query: ChefSearchQuery): Promise<Page<ChefDto>> {
    return findChefPage(this.dataSource, query);
  }
}
