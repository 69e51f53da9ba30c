import { UsersAndSessions1732100000000 } from './1732100000000-users-and-sessions';
import { Catalogue1732100000001 } from './1732100000001-catalogue';
import { Bookings1732100000002 } from './1732100000002-bookings';
import { Reviews1732100000003 } from './1732100000003-reviews';
import { ChefApplications1732100000004 } from './1732100000004-chef-applications';
import { Engagement1732100000005 } from './1732100000005-engagement';
import { Outbox1732100000006 } from './1732100000006-outbox';
import { BookingsCustomerKeysetIndex1732100000007 } from './1732100000007-bookings-customer-keyset-index';
import { BookingsChefKeysetIndex1732100000008 } from './1732100000008-bookings-chef-keyset-index';
import { AdminHandledRequestsAndSortIndexes1732100000009 } from './1732100000009-admin-handled-requests-and-sort-indexes';
import { RecipeSubscriptionOptIn1732100000011 } from './1732100000011-recipe-subscription-opt-in';
import { CountersKeptByTriggers1732100000012 } from './1732100000012-counters-kept-by-triggers';
import { CatalogueSearchIndexes1732100000013 } from './1732100000013-catalogue-search-indexes';
import { AdminFilterIndexes1732100000014 } from './1732100000014-admin-filter-indexes';
import { ChefCuisineKeys1732100000015 } from './1732100000015-chef-cuisine-keys';
import { CatalogueTotals1732100000016 } from './1732100000016-catalogue-totals';
import { CatalogueChangeNotices1732100000017 } from './1732100000017-catalogue-change-notices';
import { PlannerCostsForSsd1732100000018 } from './1732100000018-planner-costs-for-ssd';
import { BookingTotalsShards1732100000019 } from './1732100000019-booking-totals-shards';
import { AdminSearchLowerCaseKeys1732100000020 } from './1732100000020-admin-search-lower-case-keys';
import { BookingsStatusDateId1732100000021 } from './1732100000021-bookings-status-date-id';
import { ChefTotalsOnlyWhenMoved1732100000022 } from './1732100000022-chef-totals-only-when-moved';
import { UserTotals1732100000023 } from './1732100000023-user-totals';
import { QueueTotals1732100000024 } from './1732100000024-queue-totals';
import { ChefSpecialtyLabels1732100000025 } from './1732100000025-chef-specialty-labels';
import { BookingsChefStatusIndex1732100000026 } from './1732100000026-bookings-chef-status-index';
import { OutboxRetention1732100000027 } from './1732100000027-outbox-retention';
import { BookingsNotAnnounced1732100000028 } from './1732100000028-bookings-not-announced';

/** Every migration, oldest first. Listed as classes (not a glob) so bundles carry them. */
export const MIGRATIONS = [
  UsersAndSessions1732100000000,
  Catalogue1732100000001,
  Bookings1732100000002,
  Reviews1732100000003,
  ChefApplications1732100000004,
  Engagement1732100000005,
  Outbox1732100000006,
  BookingsCustomerKeysetIndex1732100000007,
  BookingsChefKeysetIndex1732100000008,
  AdminHandledRequestsAndSortIndexes1732100000009,
  RecipeSubscriptionOptIn1732100000011,
  CountersKeptByTriggers1732100000012,
  CatalogueSearchIndexes1732100000013,
  AdminFilterIndexes1732100000014,
  ChefCuisineKeys1732100000015,
  CatalogueTotals1732100000016,
  CatalogueChangeNotices1732100000017,
  PlannerCostsForSsd1732100000018,
  BookingTotalsShards1732100000019,
  AdminSearchLowerCaseKeys1732100000020,
  BookingsStatusDateId1732100000021,
  ChefTotalsOnlyWhenMoved1732100000022,
  UserTotals1732100000023,
  QueueTotals1732100000024,
  ChefSpecialtyLabels1732100000025,
  BookingsChefStatusIndex1732100000026,
  OutboxRetention1732100000027,
  BookingsNotAnnounced1732100000028,
];
