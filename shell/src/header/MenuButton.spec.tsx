import { act, createEvent, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { MenuButton } from './MenuButton';

// The dropdown's chunk cannot be fetched while "offline", as a real chunk without a network.
const mockNetwork = { online: false };
jest.mock('./MenuDropdown', () => {
  if (!mockNetwork.online) throw new Error('Loading chunk 131 failed.');
  return jest.requireActual<object>('./MenuDropdown');
});

const items = [
  { label: 'Customer', to: '/signin' },
  { label: 'Chef', to: '/chef-signin' },
];

describe('MenuButton', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('stays a closed button when its menu cannot load (offline), and opens on the next press once online', async () => {
    render(
      <MemoryRouter>
        <p>The page</p>
        <MenuButton label="Sign In" variant="ghost" items={items} />
      </MemoryRouter>,
    );
    await act(async () => fireEvent.keyDown(screen.getByRole('button', { name: 'Sign In' }), { key: 'Enter' }));
    // The page is still there (it was unmounted whole), with the button and the focus on it.
    expect(screen.getByText('The page')).toBeInTheDocument();
    const trigger = await screen.findByRole('button', { name: 'Sign In' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();

    mockNetwork.online = true;
    jest.spyOn(Date, 'now').mockReturnValue(Date.now() + 1000); // a moment later
    await act(async () => fireEvent.keyDown(trigger, { key: 'Enter' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Customer' })).toHaveAttribute('href', '/signin');
  });

  it('opens on a press that does not take the focus from the menu (its code loaded already)', async () => {
    render(
      <MemoryRouter>
        <MenuButton label="Sign Up" variant="accent" items={items} />
      </MemoryRouter>,
    );
    // The browser focuses a pressed button unless the press is prevented: here the menu has just
    // taken the focus, and the button pressed is gone (the browser then focused the body).
    const trigger = screen.getByRole('button', { name: 'Sign Up' });
    const press = createEvent.pointerDown(trigger);
    Object.defineProperty(press, 'button', { value: 0 }); // jsdom's events carry no pointer button
    await act(async () => fireEvent(trigger, press));
    expect(press.defaultPrevented).toBe(true);
    expect(await screen.findByRole('menu')).toBeInTheDocument();
  });
});
