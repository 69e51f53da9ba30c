/**
 * Who may call what: the expected HTTP status of every route of the route table
 * (`API_ROUTES` in @chefs/contracts) for each kind of caller. `authorization.e2e.ts`
 * walks the route table through the gateway and checks each answer against this table;
 * a route missing here, or a row here for a route that no longer exists, fails it.
 *
 * The calls use ids of objects that belong to other people:
 * - `booking`: a completed booking of another customer (not customer@demo.test) with
 *   Marcus (chef@demo.test). For the chef routes Marcus owns it and Giulia
 *   (giulia@demo.test, `otherChef`) does not; for the customer routes nobody calling owns it.
 * - `chef`, `recipe`, `application`, `scheduleRequest`: any existing row of that kind.
 * Unsafe calls send `body` (an empty JSON object unless given): a caller who may call
 * the route gets past the guard and meets validation (400), ownership (404) or the
 * state machine (409); nothing is written by any of these calls.
 */
export type Caller = 'signedOut' | 'customer' | 'chef' | 'otherChef' | 'admin';
export type IdKind = 'booking' | 'chef' | 'recipe' | 'application' | 'scheduleRequest';

export interface AuthorizationRow {
  /** What replaces `:id` (and `*` for a prefix route, see `tail`). */
  id?: IdKind;
  /** Path after a prefix route's `/*`. */
  tail?: string;
  /** Query string appended to the path (without `?`). */
  query?: string;
  /** JSON body of an unsafe call; `(ids) => body` where it names an object. */
  body?: Record<string, unknown> | ((ids: Record<IdKind, number>) => Record<string, unknown>);
  expect: Record<Caller, number>;
}

/** Everyone gets the same answer. */
const all = (status: number): Record<Caller, number> => ({
  signedOut: status,
  customer: status,
  chef: status,
  otherChef: status,
  admin: status,
});
/** Any signed-in user gets `status`; signed out 401. */
const signedIn = (status: number): Record<Caller, number> => ({ ...all(status), signedOut: 401 });
/** One role gets `status`, other roles 403, signed out 401. */
const only = (role: 'customer' | 'chef' | 'admin', status: number, otherChef = status): Record<Caller, number> => ({
  signedOut: 401,
  customer: role === 'customer' ? status : 403,
  chef: role === 'chef' ? status : 403,
  otherChef: role === 'chef' ? otherChef : 403,
  admin: role === 'admin' ? status : 403,
});

export const AUTHORIZATION_TABLE: Record<string, AuthorizationRow> = {
  // identity: the sign-in round trip is open to anyone
  'GET /api/login': { expect: all(302) },
  'GET /api/callback': { expect: all(302) },
  'GET /api/logout': { expect: all(302) },
  'GET /api/auth/user': { expect: signedIn(200) },
  // the public catalogue
  'GET /api/chefs': { expect: all(200) },
  'GET /api/chefs/search': { query: 'zip=30306', expect: all(200) },
  'GET /api/chefs/:id': { id: 'chef', expect: all(200) },
  'GET /api/reviews/chef/:id': { id: 'chef', expect: all(200) },
  'GET /api/recipes': { expect: all(200) },
  'POST /api/subscribe-recipes': { expect: all(400) },
  // the link of a confirmation e-mail: no token, nothing confirmed
  'POST /api/subscribe-recipes/confirm': { expect: all(400) },
  'POST /api/chef-application': { expect: signedIn(400) },
  // the quizzes are graded on the server for anyone filling in the application
  'POST /api/chef-application/quiz-score': { expect: all(400) },
  'PUT /api/me/preferences': { expect: signedIn(400) },
  // the customer portal: another customer's booking is not found
  'GET /api/home': { expect: only('customer', 200) },
  'GET /api/bookings': { expect: only('customer', 200) },
  'GET /api/bookings/:id': { id: 'booking', expect: only('customer', 404) },
  'POST /api/bookings': { expect: only('customer', 400) },
  'POST /api/bookings/:id/cancel': { id: 'booking', expect: only('customer', 404) },
  'POST /api/reviews': {
    body: (ids) => ({ bookingId: ids.booking, rating: 5, comment: 'A lovely evening, thank you.' }),
    expect: only('customer', 404),
  },
  'POST /api/create-payment-intent': { body: (ids) => ({ bookingId: ids.booking }), expect: only('customer', 404) },
  // Stripe's own call: no session, the signature is the credential
  'POST /api/stripe/webhook': { expect: all(400) },
  'POST /api/send-booking-confirmation': { expect: only('customer', 400) },
  'POST /api/schedule-requests': { expect: only('customer', 400) },
  'POST /api/notifications/subscribe': { expect: signedIn(400) },
  'DELETE /api/notifications/subscribe': { expect: signedIn(400) },
  // the chef portal: the profile and the application status answer any signed-in user about
  // themselves, 404 while they have none (of these callers, only the two chefs have an
  // application: the approved one that made them chefs)
  'GET /api/chef-profile': { expect: { ...signedIn(200), customer: 404, admin: 404 } },
  // a chef changes their own profile: the empty body meets validation (400), nothing is written
  'PATCH /api/chef-profile': { expect: only('chef', 400) },
  'GET /api/chef-application-status': { expect: { ...signedIn(404), chef: 200, otherChef: 200 } },
  'GET /api/chef-bookings': { expect: only('chef', 200) },
  'GET /api/chef-earnings': { expect: only('chef', 200) },
  // Marcus owns the completed booking (no move from completed: 409); Giulia does not (404)
  'PATCH /api/bookings/:id/status': { id: 'booking', body: { status: 'confirmed' }, expect: only('chef', 409, 404) },
  // the admin dashboard
  'GET /api/admin/overview': { expect: only('admin', 200) },
  'GET /api/admin/chefs': { expect: only('admin', 200) },
  'GET /api/admin/bookings': { expect: only('admin', 200) },
  'GET /api/admin/recipes': { expect: only('admin', 200) },
  'GET /api/admin/users': { expect: only('admin', 200) },
  'GET /api/admin/applications': { expect: only('admin', 200) },
  'GET /api/admin/schedule-requests': { expect: only('admin', 200) },
  'PATCH /api/admin/chefs/:id/approve': { id: 'chef', expect: only('admin', 409) },
  'PATCH /api/admin/applications/:id': { id: 'application', expect: only('admin', 400) },
  'PATCH /api/admin/bookings/:id/status': { id: 'booking', expect: only('admin', 400) },
  'PATCH /api/admin/recipes/:id/publish': { id: 'recipe', expect: only('admin', 409) },
  'PATCH /api/admin/schedule-requests/:id': { id: 'scheduleRequest', expect: only('admin', 400) },
  'GET /api/admin/operations': { expect: only('admin', 200) },
  // the queue dashboard: its page and its API for admins; a retry of a job that does not exist is 404
  'GET /api/admin/queues': { expect: only('admin', 200) },
  'GET /api/admin/queues/*': { tail: '/api/queues', expect: only('admin', 200) },
  'PUT /api/admin/queues/*': { tail: '/api/queues/email/no-such-job/retry', expect: only('admin', 404) },
  // an edit of a job's data without the data: refused before any lookup
  'PATCH /api/admin/queues/*': { tail: '/api/queues/email/no-such-job/update-data', expect: only('admin', 400) },
  'POST /api/admin/queues/*': { tail: '/api/queues/no-such-queue/add', expect: only('admin', 404) },
  'POST /api/chefs': { expect: only('admin', 400) },
  'POST /api/recipes': { expect: only('admin', 400) },
};
