import { fireEvent, render, screen } from '@testing-library/react';
import { Button } from './Button';
import { buttonClasses } from './button-classes';

describe('Button', () => {
  it('keeps the focus while busy, looking disabled and refusing every press, even its form’s submit', () => {
    const onClick = jest.fn();
    const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const { rerender } = render(
      <form onSubmit={onSubmit}>
        <Button type="submit" onClick={onClick}>
          Send
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Send' });
    button.focus();
    rerender(
      <form onSubmit={onSubmit}>
        <Button type="submit" busy onClick={onClick}>
          Sending...
        </Button>
      </form>,
    );
    // Not `disabled`, which would drop the keyboard's focus to <body>.
    expect(button).not.toBeDisabled();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button.className).toContain('opacity-50');
    fireEvent.click(button); // a click, or Enter or Space on the focused button
    expect(onClick).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();

    rerender(
      <form onSubmit={onSubmit}>
        <Button type="submit" onClick={onClick}>
          Send
        </Button>
      </form>,
    );
    expect(button).not.toHaveAttribute('aria-disabled');
    expect(button).not.toHaveAttribute('aria-busy');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('has an edge in forced colors, where a filled button would lose its background and read as loose words', () => {
    for (const variant of ['primary', 'accent', 'secondary', 'ghost', 'destructive', 'outline', 'inverse'] as const) {
      expect(buttonClasses({ variant }).split(' ')).toContain('forced-colors:border');
    }
  });
});
