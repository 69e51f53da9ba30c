import { act, renderHook } from '@testing-library/react';
import { type ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { useTableParams, type TableOrders } from './useTableParams';

interface Order {
  sort: 'date' | 'name';
  dir: 'asc' | 'desc';
}
const ORDERS: TableOrders<Order> = {
  allowed: { sort: ['date', 'name'], dir: ['asc', 'desc'] },
  first: { sort: 'date', dir: 'desc' },
};

/** The hook on `/admin?<query>`, with the URL's query as it is after each change. */
function renderTable(query: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[`/admin?${query}`]}>{children}</MemoryRouter>
  );
  return renderHook(() => ({ table: useTableParams(['status'] as const, ORDERS), search: useLocation().search }), {
    wrapper,
  });
}

describe('useTableParams', () => {
  it('reads the order from the URL, each parameter not allowed there as the first order', () => {
    expect(renderTable('tab=x&sort=name&dir=asc').result.current.table.order).toEqual({ sort: 'name', dir: 'asc' });
    expect(renderTable('tab=x&sort=foo&dir=asc').result.current.table.order).toEqual({ sort: 'date', dir: 'asc' });
    expect(renderTable('tab=x').result.current.table.order).toEqual(ORDERS.first);
  });

  it('writes an order back on page 1, leaving the first order out of the URL', () => {
    const { result } = renderTable('tab=x&status=open&page=3&after=c');
    act(() => result.current.table.setOrder('sort', 'name'));
    expect(result.current.search).toBe('?tab=x&status=open&sort=name');
    act(() => result.current.table.setOrder('dir', 'asc'));
    expect(result.current.search).toBe('?tab=x&status=open&sort=name&dir=asc');
    act(() => result.current.table.setOrder('sort', 'nonsense'));
    act(() => result.current.table.setOrder('dir', undefined));
    expect(result.current.search).toBe('?tab=x&status=open');
  });

  it('does not count the order as a filter: clearing the filters keeps it', () => {
    const { result } = renderTable('tab=x&sort=name&status=open');
    expect(result.current.table.filtered).toBe(true);
    act(() => result.current.table.clear());
    expect(result.current.search).toBe('?tab=x&sort=name');
    expect(result.current.table.filtered).toBe(false);
    expect(result.current.table.order.sort).toBe('name');
  });

  it('lands a change of order and a change of page made before the page renders again', () => {
    const { result } = renderTable('tab=x');
    act(() => {
      result.current.table.setOrder('sort', 'name');
      result.current.table.setPage(2, { after: 'c' });
    });
    expect(result.current.search).toBe('?tab=x&sort=name&page=2&after=c');
  });

  it('has the single order of the server when the table names no orders', () => {
    const { result } = renderHook(() => useTableParams(['q'] as const), {
      wrapper: ({ children }) => <MemoryRouter initialEntries={['/admin?sort=name']}>{children}</MemoryRouter>,
    });
    expect(result.current.order).toEqual({});
  });
});
