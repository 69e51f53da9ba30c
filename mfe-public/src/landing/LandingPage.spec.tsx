import { aChef, installFakeFetch, renderWithProviders, SERVER_ERROR } from '@chefs/api-client/src/testing';
import { type FakeAnswer } from '@chefs/api-client/src/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { LandingPage } from './LandingPage';

function renderLanding(chefs: FakeAnswer | (() => FakeAnswer)) {
  const fake = installFakeFetch({ 'GET /api/chefs': chefs });
  renderWithProviders(<LandingPage />);
  return fake;
}

const chefsSection = () => screen.getByRole('region', { name: 'Meet the chefs cooking in Atlanta' });

describe('LandingPage', () => {
  let fake: ReturnType<typeof installFakeFetch>;
  afterEach(() => fake.restore());

  it('has a hero whose buttons find a chef, become a chef and browse recipes', () => {
    fake = renderLanding('pending');
    expect(screen.getByRole('heading', { level: 1, name: /A private chef for every Atlanta table/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Become a Chef' }).getAttribute('href')).toBe('/chef-signin');
    expect(screen.getByRole('link', { name: 'Browse Recipes' }).getAttribute('href')).toBe('/recipes');

    const scroll = jest.fn();
    document.getElementById('chefs')!.scrollIntoView = scroll;
    fireEvent.click(screen.getByRole('button', { name: 'Find a Chef' }));
    expect(scroll).toHaveBeenCalled();
  });

  it('shows skeletons while the chefs load', () => {
    fake = renderLanding('pending');
    expect(within(chefsSection()).getByRole('status').textContent).toContain('Loading chefs');
  });

  it('shows up to 6 chef cards linking to their profiles', async () => {
    const chefs = Array.from({ length: 8 }, (_, i) => aChef({ id: i + 1, name: `Chef Number ${i + 1}` }));
    fake = renderLanding({ body: chefs });
    await screen.findByRole('link', { name: 'Chef Number 1' });
    const items = within(chefsSection()).getAllByRole('listitem');
    expect(items).toHaveLength(6);
    expect(screen.getByRole('link', { name: 'Chef Number 6' }).getAttribute('href')).toBe('/chef/6');
    expect(screen.queryByRole('link', { name: 'Chef Number 7' })).toBeNull();
    expect(within(items[0]).getByText('Southern Cuisine')).toBeTruthy();
    expect(within(items[0]).getByText('Decatur, GA')).toBeTruthy();
    expect(items[0].textContent).toContain('From $85/person');
  });

  it('invites chefs and diners when there are no chefs yet', async () => {
    fake = renderLanding({ body: [] });
    expect(await screen.findByRole('heading', { name: 'Chef onboarding in progress' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Apply to be a Chef' }).getAttribute('href')).toBe('/chef-application');
    expect(screen.getByRole('link', { name: 'Join Waitlist' }).getAttribute('href')).toBe('/api/login');
  });

  it('says when the chefs cannot be loaded, and retries', async () => {
    let answer: FakeAnswer = SERVER_ERROR;
    fake = renderLanding(() => answer);
    expect(await screen.findByText("We couldn't load our chefs")).toBeTruthy();
    answer = { body: [aChef({ name: 'Back Again' })] };
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Back Again' })).toBeTruthy();
  });

  it('explains how it works in three steps', () => {
    fake = renderLanding('pending');
    const section = screen.getByRole('region', { name: 'Three steps to dinner' });
    expect(section.id).toBe('how-it-works');
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Browse & Choose', 'Book & Pay', 'Enjoy']);
  });

  it('has a footer linking recipes, the chef application, booking and sign-in', () => {
    fake = renderLanding('pending');
    const footer = screen.getByRole('navigation', { name: 'Footer' });
    expect(
      within(footer)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/recipes', '/chef-application', '/booking', '/api/login']);
  });
});
