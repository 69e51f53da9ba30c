import { describeAtPlanScale, expectIndexedReads } from '@chefs/testing';
import { startTestApp } from './support';

/**
 * A chef's bookings, page by page, earnings and profile read indexes, never the whole of bookings, chefs,
 * reviews, recipes or users, on generated data of realistic shape (chefs and recipes at metro
 * size, people and bookings at a twentieth of it). The queries are the ones the service sends.
 */
describeAtPlanScale('query plans at scale (HTTP, generated Postgres data)', startTestApp, (app) => {
  it('uses an index for every page of the list and every figure beside it', async () => {
    await expectIndexedReads(
      app(),
      'chef@demo.test',
      {
        paged: ['/api/chef-bookings?limit=2', '/api/chef-bookings?limit=2&status=completed'],
        single: ['/api/chef-earnings', '/api/chef-profile'],
      },
      4,
    );
  });
});
