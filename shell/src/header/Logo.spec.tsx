import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { Logo } from './Logo';

describe('Logo', () => {
  it('keeps its mark square when the name wraps (320 px, wider text spacing)', () => {
    render(
      <MemoryRouter>
        <Logo />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Chefs Atlanta home' });
    expect(link).toHaveAttribute('href', '/');
    expect(link.firstElementChild).toHaveClass('h-9', 'w-9', 'shrink-0');
  });
});
