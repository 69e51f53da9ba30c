import { aChef, aUser, UNAUTHORIZED } from '@chefs/api-client/testing';
import { screen, within } from '@testing-library/react';
import { setUpPageSpecs } from '../testing/page-test-kit';
import { renderApplication, stepHeading } from './application-test-kit';

const SIGNED_IN = { 'GET /api/auth/user': { body: aUser() } };
const latest = (status: string) => ({
  'GET /api/chef-application-status': {
    body: { id: 4, status, applicationDate: '2026-11-28T12:00:00.000Z', backgroundCheckStatus: 'pending' },
  },
});

const statusReads = (fake: { calls: { method: string; url: string }[] }) =>
  fake.calls.filter((c) => c.method === 'GET' && c.url === '/api/chef-application-status');

describe('the chef application page, for someone who already applied', () => {
  setUpPageSpecs();

  it.each(['pending', 'under_review'])(
    'says as it opens that an application %s is under review, and links to its status',
    async (status) => {
      renderApplication({ ...SIGNED_IN, ...latest(status) });
      const title = await screen.findByText('You already have an application under review.');
      const notice = title.closest<HTMLElement>('[role="status"]');
      expect(notice).not.toBeNull();
      expect(within(notice!).getByRole('link', { name: 'See your status in the chef portal' })).toHaveAttribute(
        'href',
        '/chef-portal',
      );
      // The steps stay there to read.
      expect(await stepHeading('Personal Info')).toBeInTheDocument();
    },
  );

  it.each(['approved', 'rejected'])('says nothing when the latest application was %s', async (status) => {
    const fake = renderApplication({ ...SIGNED_IN, ...latest(status) });
    await stepHeading('Personal Info');
    await screen.findByRole('button', { name: /Next/ });
    expect(statusReads(fake)).toHaveLength(1);
    expect(screen.queryByText('You already have an application under review.')).not.toBeInTheDocument();
  });

  it('says as it opens that a chef already has a profile (the server would refuse the application at the end)', async () => {
    renderApplication({
      ...SIGNED_IN,
      ...latest('approved'),
      'GET /api/chef-profile': { body: aChef() },
    });
    const title = await screen.findByText('You already have a chef profile.');
    const notice = title.closest<HTMLElement>('[role="status"]');
    expect(notice).not.toBeNull();
    expect(within(notice!).getByRole('link', { name: 'Go to the chef portal' })).toHaveAttribute(
      'href',
      '/chef-portal',
    );
    expect(screen.queryByText('You already have an application under review.')).not.toBeInTheDocument();
  });

  it('asks nothing about applications of a visitor who is signed out', async () => {
    const fake = renderApplication({ 'GET /api/auth/user': UNAUTHORIZED });
    await stepHeading('Personal Info');
    expect(statusReads(fake)).toHaveLength(0);
    expect(fake.calls.filter((c) => c.url === '/api/chef-profile')).toHaveLength(0);
    expect(screen.queryByText('You already have an application under review.')).not.toBeInTheDocument();
  });
});
