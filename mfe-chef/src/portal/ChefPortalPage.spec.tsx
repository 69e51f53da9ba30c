import { browserNavigation } from '@chefs/api-client';
import { type ChefApplicationStatusDto } from '@chefs/contracts';
import {
  anOwnChefProfile,
  aUser,
  installFakeFetch,
  NOT_FOUND,
  renderWithProviders,
  SERVER_ERROR,
  UNAUTHORIZED,
  type FakeRoutes,
} from '@chefs/api-client/testing';
import { Toaster } from '@chefs/ui';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { ChefPortalPage } from './ChefPortalPage';

function application(overrides: Partial<ChefApplicationStatusDto> = {}): ChefApplicationStatusDto {
  return {
    id: 3,
    status: 'pending',
    applicationDate: '2025-02-10T15:00:00.000Z',
    rejectionReason: null,
    backgroundCheckStatus: 'pending',
    ...overrides,
  };
}

type Answer = FakeRoutes[string];

function renderPortal(answers: { user?: Answer; profile?: Answer; application?: Answer }) {
  const fake = installFakeFetch({
    'GET /api/auth/user': answers.user ?? { body: aUser() },
    'GET /api/chef-profile': answers.profile ?? NOT_FOUND,
    'GET /api/chef-application-status': answers.application ?? NOT_FOUND,
  });
  renderWithProviders(
    <>
      <Routes>
        <Route path="/chef-portal" element={<ChefPortalPage />} />
        <Route path="/chef-signin" element={<p>chef sign-in page</p>} />
      </Routes>
      <Toaster />
    </>,
    { route: '/chef-portal' },
  );
  return fake;
}

describe('ChefPortalPage', () => {
  let fake: ReturnType<typeof installFakeFetch>;
  afterEach(() => fake.restore());

  it('sends a visitor to /chef-signin', async () => {
    fake = renderPortal({ user: UNAUTHORIZED });
    expect(await screen.findByText('chef sign-in page')).toBeInTheDocument();
  });

  it('shows a skeleton while loading', async () => {
    fake = renderPortal({ profile: 'pending' });
    expect((await screen.findByRole('status')).textContent).toContain('Loading your chef portal');
  });

  it('invites a user with no profile and no application to apply', async () => {
    fake = renderPortal({});
    expect(await screen.findByRole('heading', { name: 'Apply to Become a Chef' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Apply Now' })).toHaveAttribute('href', '/chef-application');
  });

  it('shows a pending application with its date and the review promise', async () => {
    fake = renderPortal({ application: { body: application() } });
    expect(await screen.findByRole('heading', { name: 'Application Status' })).toBeInTheDocument();
    expect(screen.getByText('Pending Review')).toBeInTheDocument();
    expect(screen.getByText('Feb 10, 2025')).toBeInTheDocument();
    expect(
      screen.getByText("Your application is being reviewed. We'll contact you within 48 hours with an update."),
    ).toBeInTheDocument();
  });

  it('gives the Atlanta date of an application sent late in the evening, not the browser’s', async () => {
    // 10:50 PM on Nov 30 in Atlanta is already Dec 1 on a browser east of it (UTC, as jest runs
    // here, London, Tokyo).
    fake = renderPortal({ application: { body: application({ applicationDate: '2026-12-01T03:50:19.467Z' }) } });
    expect(await screen.findByText('Nov 30, 2026')).toBeInTheDocument();
  });

  it.each([
    ['under_review', 'Under Review'],
    ['approved', 'Approved'],
  ] as const)('labels a %s application "%s"', async (status, label) => {
    fake = renderPortal({ application: { body: application({ status }) } });
    expect(await screen.findByText(label)).toBeInTheDocument();
    expect(screen.queryByText(/within 48 hours/)).not.toBeInTheDocument();
  });

  it('shows the reason of a rejection and lets the applicant apply again', async () => {
    fake = renderPortal({
      application: { body: application({ status: 'rejected', rejectionReason: 'More experience needed.' }) },
    });
    expect(await screen.findByText('Rejected')).toBeInTheDocument();
    expect(screen.getByText('More experience needed.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Submit New Application' })).toHaveAttribute('href', '/chef-application');
  });

  it('summarises the profile of an approved chef', async () => {
    fake = renderPortal({
      profile: {
        body: anOwnChefProfile({ name: 'Marcus Reed', yearsOfExperience: 12, pricePerPerson: '85.00', rating: '4.8' }),
      },
    });
    expect(await screen.findByRole('heading', { name: 'Marcus Reed' })).toBeInTheDocument();
    expect(screen.getByText('12 years')).toBeInTheDocument();
    expect(screen.getByText('$85.00')).toBeInTheDocument();
    expect(screen.getByText('4.8 / 5')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Application Status' })).not.toBeInTheDocument();
  });

  // The server's rating reads 5.0 while a chef has no reviews (the public rating): the chef's own
  // profile says so by its review count instead (docs/product.md §2 Chef portal).
  it.each([
    ['5.0', 0, 'No ratings yet', '5.0 / 5'],
    ['4.5', 2, '4.5 / 5', 'No ratings yet'],
    ['5.0', 1, '5.0 / 5', 'No ratings yet'],
  ])('shows the rating %s with %i reviews as "%s"', async (rating, reviewCount, shown, notShown) => {
    fake = renderPortal({ profile: { body: anOwnChefProfile({ name: 'Marcus Reed', rating, reviewCount }) } });
    expect(await screen.findByRole('heading', { name: 'Marcus Reed' })).toBeInTheDocument();
    expect(screen.getByText('Rating').nextElementSibling).toHaveTextContent(shown);
    expect(screen.queryByText(notShown)).not.toBeInTheDocument();
  });

  // The user is still held (cached) but the session ended: /chef-signin would send them straight back
  // here, round and round. docs/product.md §8: the portal says "Unauthorized" and signs in again after 500 ms.
  it.each([
    ['profile', { profile: UNAUTHORIZED }],
    ['application status', { application: UNAUTHORIZED }],
  ] as const)('says the session ended and signs in again when the %s read answers 401', async (_, answers) => {
    const go = jest.spyOn(browserNavigation, 'go').mockImplementation(() => undefined);
    try {
      fake = renderPortal(answers);
      expect(await screen.findByText('Unauthorized')).toBeInTheDocument();
      expect(screen.getByText('You are logged out. Logging in again...')).toBeInTheDocument();
      await waitFor(() => expect(go).toHaveBeenCalledWith(expect.stringMatching(/^\/api\/login/)));
      expect(go).toHaveBeenCalledTimes(1);
      expect(screen.queryByText('chef sign-in page')).not.toBeInTheDocument();
    } finally {
      go.mockRestore();
    }
  });

  it('says when the profile cannot be loaded', async () => {
    fake = renderPortal({ profile: SERVER_ERROR });
    expect(await screen.findByText("We couldn't load your chef profile")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('keeps the focus on the page when Try again loads the profile', async () => {
    let fail = true;
    fake = renderPortal({ profile: () => (fail ? SERVER_ERROR : { body: anOwnChefProfile({ name: 'Marcus Reed' }) }) });
    const retry = await screen.findByRole('button', { name: 'Try again' });
    fail = false;
    retry.focus();
    fireEvent.click(retry);
    expect(await screen.findByRole('heading', { name: 'Marcus Reed' })).toBeInTheDocument();
    // Not <body>, where the focus fell with the button: the page's heading, which stays.
    expect(screen.getByRole('heading', { level: 1, name: 'Chef Portal' })).toHaveFocus();
  });

  it('wraps a long name, specialty, location and bio instead of running off a phone’s screen', async () => {
    const word = 'Wolfeschlegelsteinhausenbergerdorff'.repeat(3);
    fake = renderPortal({
      profile: {
        body: anOwnChefProfile({
          name: `Marcus ${word}`,
          specialty: `Soul ${word}`,
          location: `Midtown ${word}`,
          bio: `https://example.com/${word}`,
        }),
      },
    });
    const name = await screen.findByRole('heading', { name: `Marcus ${word}` });
    // A cut-short name (truncate) hid it; one unbroken word widened the page past 390 px.
    expect(name).toHaveClass('wrap-anywhere');
    expect(name).not.toHaveClass('truncate');
    expect(screen.getByText(`Soul ${word}`, { selector: 'p' })).toHaveClass('wrap-anywhere');
    expect(screen.getByText(`Soul ${word}`, { selector: 'dd' })).toHaveClass('wrap-anywhere');
    expect(screen.getByText(new RegExp(`^Midtown ${word}`), { selector: 'dd' })).toHaveClass('wrap-anywhere');
    expect(screen.getByText(`https://example.com/${word}`)).toHaveClass('wrap-anywhere');
  });

  it('wraps a long rejection reason', async () => {
    const reason = 'x'.repeat(300);
    fake = renderPortal({ application: { body: application({ status: 'rejected', rejectionReason: reason }) } });
    expect(await screen.findByText(reason)).toHaveClass('wrap-anywhere');
  });
});
