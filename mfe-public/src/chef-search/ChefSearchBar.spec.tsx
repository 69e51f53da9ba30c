import { renderWithProviders } from '@chefs/api-client/testing';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { ChefSearchBar } from './ChefSearchBar';
import { todayIso } from './chef-search-params';

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="location">{pathname + search}</p>;
}

function renderBar(initial?: { zip: string; cuisine: string; date: string }) {
  renderWithProviders(
    <Routes>
      <Route path="/" element={<ChefSearchBar initialValues={initial} />} />
      <Route path="/chefs" element={<Where />} />
    </Routes>,
  );
}

describe('ChefSearchBar', () => {
  it('has a ZIP code, a cuisine select with the five landing cuisines, a date and a search button', () => {
    renderBar();
    const form = screen.getByRole('search', { name: 'Find a chef' });
    expect(within(form).getByRole('textbox', { name: 'ZIP code' })).toBeInTheDocument();
    expect(
      within(within(form).getByRole('combobox', { name: 'Cuisine' }))
        .getAllByRole('option')
        .map((o) => [o.getAttribute('value'), o.textContent]),
    ).toEqual([
      ['', 'Any cuisine'],
      ['american', 'American'],
      ['italian', 'Italian'],
      ['asian', 'Asian'],
      ['mediterranean', 'Mediterranean'],
      ['southern', 'Southern'],
    ]);
    expect(within(form).getByLabelText('Date')).toHaveAttribute('type', 'date');
    expect(within(form).getByRole('button', { name: 'Search' })).toBeInTheDocument();
  });

  it('opens /chefs with the ZIP, cuisine and date', () => {
    renderBar();
    fireEvent.change(screen.getByLabelText('ZIP code'), { target: { value: '30306' } });
    fireEvent.change(screen.getByLabelText('Cuisine'), { target: { value: 'italian' } });
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2030-05-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByTestId('location').textContent).toBe('/chefs?zip=30306&cuisine=italian&date=2030-05-01');
  });

  it('searches everything when the fields are left blank', () => {
    renderBar();
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByTestId('location').textContent).toBe('/chefs?zip=&cuisine=&date=');
  });

  it('stays put and says what to fix for a ZIP that is not 5 digits', () => {
    renderBar();
    const zip = screen.getByLabelText('ZIP code');
    fireEvent.change(zip, { target: { value: '3030' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    expect(zip).toHaveAttribute('aria-invalid', 'true');
    expect(document.getElementById(zip.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Please enter a 5-digit ZIP code',
    );
    fireEvent.change(zip, { target: { value: '30306' } });
    expect(zip.getAttribute('aria-invalid')).toBeNull();
  });

  it('keeps a cuisine from a shared link selectable even when the list lacks it', () => {
    renderBar({ zip: '', cuisine: 'french', date: '' });
    expect(screen.getByLabelText<HTMLSelectElement>('Cuisine').value).toBe('french');
  });

  it("sets the date's earliest day to today in the browser, not the day the page was prerendered", async () => {
    const bar = (
      <MemoryRouter>
        <ChefSearchBar />
      </MemoryRouter>
    );
    const drawn = renderToString(bar);
    expect(drawn).not.toMatch(/\bmin="/);
    // A landing page prerendered on an earlier day: hydration must not keep that day.
    const container = document.createElement('div');
    container.innerHTML = drawn.replace('type="date"', 'type="date" min="2020-01-01"');
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, bar, { onRecoverableError: () => {} });
    });
    expect(container.querySelector('input[type="date"]')).toHaveAttribute('min', todayIso());
    container.remove();
  });
});
