import { describeAtPlanScale, expectIndexedReads } from '@chefs/testing';
import { startTestApp } from './support';

/**
 * A customer's bookings, page by page, and the signed-in home read indexes, never the whole of bookings, chefs,
 * reviews, recipes or users, on generated data of realistic shape (chefs and recipes at metro
 * size, people and bookings at a twentieth of it). The queries are the ones the service sends.
 */
describeAtPlanScale('query plans at scale (HTTP, generated Postgres data)', startTestApp, (app) => {
  it('uses an index for every page of the list and every figure beside it', async () => {
    await expectIndexedReads(
      app(),
      'customer@demo.test',
      { paged: ['/api/bookings?limit=5'], single: ['/api/home'] },
      3, // the bookings' pages, and the home's one statement
    );
  });
});
