import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { MobileMenu } from './MobileMenu';

describe('MobileMenu', () => {
  it('scrolls within the screen below the sticky bar, so its last link is reachable at 400% zoom', () => {
    render(
      <MemoryRouter>
        <MobileMenu id="mobile-menu" user={null} isLoading={false} onClose={() => {}} />
      </MemoryRouter>,
    );
    const menu = screen.getByRole('navigation', { name: 'Mobile' });
    expect(menu).toHaveClass('overflow-y-auto');
    // The screen's height less the bar's (h-16 and its 1 px border).
    expect(menu.className).toMatch(/(^|\s)max-h-\[calc\(100dvh-65px\)\](\s|$)/);
    expect(screen.getByRole('link', { name: 'Apply as Chef' })).toBeInTheDocument();
  });
});
