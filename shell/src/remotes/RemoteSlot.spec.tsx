import { act, fireEvent, render, screen } from '@testing-library/react';
import { type ComponentType } from 'react';
import { MemoryRouter, useNavigate } from 'react-router';
import { createRemoteRegistry, RemoteRegistryContext } from './remote-registry';
import { RemoteSlot } from './RemoteSlot';

function setup(load: () => Promise<ComponentType>) {
  const registry = createRemoteRegistry(load);
  render(
    <MemoryRouter initialEntries={['/recipes']}>
      <p>Header stays</p>
      <RemoteRegistryContext.Provider value={registry}>
        <RemoteSlot name="public" />
      </RemoteRegistryContext.Provider>
    </MemoryRouter>,
  );
}

const Remote = () => <h1>Recipes from the remote</h1>;

describe('RemoteSlot', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());

  it('shows a loading state, then the remote', async () => {
    let resolve: (c: ComponentType) => void = () => undefined;
    setup(() => new Promise((r) => (resolve = r)));
    expect(screen.getByRole('status').textContent).toContain('Loading');
    await act(async () => resolve(Remote));
    expect(screen.getByRole('heading', { name: 'Recipes from the remote' })).toBeInTheDocument();
  });

  describe('on a page drawn from HTML (its controls inert until the portal is in)', () => {
    let root: HTMLElement;
    let control: HTMLElement;
    let link: HTMLElement;
    beforeEach(() => {
      root = document.createElement('div');
      root.id = 'root';
      root.dataset.prerendered = '';
      // As render-page.tsx (withControlsInert) draws them: each control marked, links left live.
      root.innerHTML =
        '<header><button inert="" data-until-hydrated="">Sign In</button><a href="/recipes">Recipes</a></header>';
      document.body.append(root);
      control = root.querySelector('button')!;
      link = root.querySelector('a')!;
    });
    afterEach(() => root.remove());

    it('keeps its controls inert while the portal loads, and frees them once it is shown', async () => {
      let resolve: (c: ComponentType) => void = () => undefined;
      setup(() => new Promise((r) => (resolve = r)));
      expect(control).toHaveAttribute('inert');
      expect(link).not.toHaveAttribute('inert');
      expect(root).not.toHaveAttribute('inert');
      await act(async () => resolve(Remote));
      expect(screen.getByRole('heading', { name: 'Recipes from the remote' })).toBeInTheDocument();
      expect(control).not.toHaveAttribute('inert');
      expect(control).not.toHaveAttribute('data-until-hydrated');
      expect(root).not.toHaveAttribute('data-prerendered');
    });

    it('frees them when the portal cannot load: its error card offers Try again', async () => {
      setup(() => Promise.reject(new Error('404 remoteEntry.js')));
      expect(await screen.findByText('This section is unavailable right now.')).toBeInTheDocument();
      expect(control).not.toHaveAttribute('inert');
    });
  });

  it('shows the unavailable card when the remote fails to load, and Try again loads it again', async () => {
    const load = jest
      .fn<Promise<ComponentType>, []>()
      .mockRejectedValueOnce(new Error('404 remoteEntry.js'))
      .mockResolvedValue(Remote);
    setup(load);
    expect(await screen.findByText('This section is unavailable right now.')).toBeInTheDocument();
    expect(screen.getByText('Header stays')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Recipes from the remote' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('catches a remote that throws while rendering, keeping the rest of the page', async () => {
    let broken = true;
    const Flaky = () => {
      if (broken) throw new Error('boom');
      return <h1>Recovered</h1>;
    };
    setup(async () => Flaky);
    expect(await screen.findByText('This section is unavailable right now.')).toBeInTheDocument();
    expect(screen.getByText('Header stays')).toBeInTheDocument();

    broken = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Recovered' })).toBeInTheDocument();
  });

  it('tries again after navigating to another page of the same portal', async () => {
    const load = jest
      .fn<Promise<ComponentType>, []>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(Remote);
    let navigate: (to: string) => void = () => undefined;
    const Nav = () => {
      const go = useNavigate();
      navigate = (to) => void go(to);
      return null;
    };
    const registry = createRemoteRegistry(load);
    render(
      <MemoryRouter initialEntries={['/recipes']}>
        <Nav />
        <RemoteRegistryContext.Provider value={registry}>
          <RemoteSlot name="public" />
        </RemoteRegistryContext.Provider>
      </MemoryRouter>,
    );
    expect(await screen.findByText('This section is unavailable right now.')).toBeInTheDocument();
    act(() => navigate('/meals'));
    expect(await screen.findByRole('heading', { name: 'Recipes from the remote' })).toBeInTheDocument();
  });

  it('says so in plain words when the browser is offline, and loads by itself once back online', async () => {
    const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const load = jest
      .fn<Promise<ComponentType>, []>()
      .mockRejectedValueOnce(new Error('Failed to fetch remoteEntry.js'))
      .mockResolvedValue(Remote);
    setup(load);
    expect(await screen.findByText('You are offline.')).toBeInTheDocument();
    expect(
      screen.queryByText('The rest of the site still works. You can try loading it again.'),
    ).not.toBeInTheDocument();
    expect(screen.getByText('Header stays')).toBeInTheDocument();

    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByRole('heading', { name: 'Recipes from the remote' })).toBeInTheDocument();
    onLine.mockRestore();
  });
});
