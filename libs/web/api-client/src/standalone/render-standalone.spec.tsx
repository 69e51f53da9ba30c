import { dismissToast, toast } from '@chefs/ui';
import { act, screen } from '@testing-library/react';
import { type Root } from 'react-dom/client';
import { Route, Routes } from 'react-router';
import { useAuth } from '../hooks/useAuth';
import { aUser, installFakeFetch } from '../testing';
import { renderStandalone } from './render-standalone';

function Greeting() {
  const { user } = useAuth();
  return <p>{user ? `Hello, ${user.firstName}` : 'Who is there?'}</p>;
}

describe('renderStandalone', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    delete document.body.dataset.remote;
  });

  it("runs a remote's routes in #root with a query client, a router, the toasts and a banner naming it", async () => {
    document.body.innerHTML = '<div id="root"></div>';
    const fake = installFakeFetch({ 'GET /api/auth/user': { body: aUser({ firstName: 'Casey' }) } });
    let root: Root | undefined;
    try {
      act(() => {
        root = renderStandalone(
          'customer',
          <Routes>
            <Route path="/" element={<Greeting />} />
          </Routes>,
        );
      });
      expect(await screen.findByText('Hello, Casey')).toBeInTheDocument();
      expect(screen.getByRole('main').textContent).toBe('Hello, Casey');
      expect(screen.getByText('mfe-customer · standalone')).toBeInTheDocument();
      expect(document.body.dataset.remote).toBe('customer');
      act(() => {
        toast({ title: 'Saved' });
      });
      expect(await screen.findByText('Saved')).toBeInTheDocument();
    } finally {
      act(() => dismissToast());
      act(() => root?.unmount());
      fake.restore();
    }
  });

  it('refuses a page without #root', () => {
    expect(() => renderStandalone('admin', null)).toThrow('#root is missing from index.html');
  });
});
