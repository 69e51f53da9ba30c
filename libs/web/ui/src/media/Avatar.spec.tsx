import { fireEvent, render, screen } from '@testing-library/react';
import { Avatar } from './Avatar';
import { initials } from './initials';

describe('Avatar', () => {
  it('shows initials when there is no image', () => {
    render(<Avatar name="Marcus Reed" />);
    expect(screen.getByRole('img', { name: 'Marcus Reed' }).textContent).toBe('MR');
  });

  it('falls back to initials when the image fails to load', () => {
    render(<Avatar name="Ana Lucia Ortiz" src="/broken.jpg" />);
    fireEvent.error(screen.getByRole('img', { name: 'Ana Lucia Ortiz' }));
    expect(screen.getByRole('img', { name: 'Ana Lucia Ortiz' }).textContent).toBe('AO');
  });

  it("draws a chef's portrait instead, where a picture is expected", () => {
    const { rerender } = render(<Avatar name="Marcus Reed" fallback="portrait" />);
    expect(screen.getByRole('img', { name: 'Marcus Reed' })).toHaveAttribute('data-fallback', 'portrait');
    expect(screen.getByRole('img', { name: 'Marcus Reed' }).textContent).toBe('');
    rerender(<Avatar name="Marcus Reed" src="/broken.jpg" fallback="portrait" />);
    fireEvent.error(screen.getByRole('img', { name: 'Marcus Reed' }));
    expect(screen.getByRole('img', { name: 'Marcus Reed' })).toHaveAttribute('data-fallback', 'portrait');
  });

  it('makes initials from names and e-mails', () => {
    expect(initials('chef@demo.test')).toBe('CT');
    expect(initials('Prince')).toBe('P');
    expect(initials('  ')).toBe('?');
  });
});
