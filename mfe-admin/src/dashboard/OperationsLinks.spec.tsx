import { installFakeFetch, renderWithProviders, SERVER_ERROR } from '@chefs/api-client/testing';
import { screen } from '@testing-library/react';
import { OperationsLinks } from './OperationsLinks';

function renderLinks(answer: Parameters<typeof installFakeFetch>[0][string]) {
  const fake = installFakeFetch({ 'GET /api/admin/operations': answer });
  renderWithProviders(<OperationsLinks />);
  return fake;
}

describe('Operations links', () => {
  it('links the queue dashboard and, in development, the mail viewer, each in a new tab', async () => {
    const fake = renderLinks({
      body: { queueDashboardUrl: '/api/admin/queues', mailViewerUrl: 'http://localhost:1080/' },
    });
    const nav = await screen.findByRole('navigation', { name: 'Operations' });
    const queues = screen.getByRole('link', { name: 'Queue dashboard (opens in a new tab)' });
    expect(nav.contains(queues)).toBe(true);
    expect(queues).toHaveAttribute('href', '/api/admin/queues');
    expect(queues).toHaveAttribute('target', '_blank');
    expect(queues).toHaveAttribute('rel', 'noopener noreferrer');
    const mail = screen.getByRole('link', { name: 'Mail viewer (opens in a new tab, development only)' });
    expect(mail).toHaveAttribute('href', 'http://localhost:1080/');
    fake.restore();
  });

  it('shows no mail viewer outside development', async () => {
    const fake = renderLinks({ body: { queueDashboardUrl: '/api/admin/queues', mailViewerUrl: null } });
    expect((await screen.findByRole('link', { name: /Queue dashboard/ })).getAttribute('href')).toBe(
      '/api/admin/queues',
    );
    expect(screen.queryByRole('link', { name: /Mail viewer/ })).not.toBeInTheDocument();
    fake.restore();
  });

  it('shows a placeholder while the links load', async () => {
    const pending = renderLinks('pending');
    expect(screen.getByLabelText('Loading operations links')).toHaveAttribute('aria-busy', 'true');
    pending.restore();
  });

  it('keeps the queue dashboard link when the server fails', async () => {
    const fake = renderLinks(SERVER_ERROR);
    expect((await screen.findByRole('link', { name: /Queue dashboard/ })).getAttribute('href')).toBe(
      '/api/admin/queues',
    );
    expect(screen.queryByRole('link', { name: /Mail viewer/ })).not.toBeInTheDocument();
    fake.restore();
  });
});
