import { render, screen } from '@testing-library/react';
import { FormField } from './FormField';
import { Input } from './Input';

const described = (el: HTMLElement) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' | ');

describe('FormField', () => {
  it('labels its control and ties the hint and the error to it', () => {
    render(
      <FormField id="zip" label="ZIP code" hint="Five digits." error="Valid zip code required">
        {(control) => <Input {...control} />}
      </FormField>,
    );
    const input = screen.getByLabelText('ZIP code');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(described(input)).toBe('Five digits. | Valid zip code required');
  });

  it('says nothing and is valid without an error, and marks optional fields', () => {
    render(
      <FormField id="biz" label="Business name" optional>
        {(control) => <Input {...control} />}
      </FormField>,
    );
    const input = screen.getByLabelText('Business name (optional)');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
  });
});
