import { type ButtonHTMLAttributes, type MouseEvent, type Ref } from 'react';
import { cn } from '../cn';
import { buttonClasses, type ButtonSize, type ButtonVariant } from './button-classes';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  ref?: Ref<HTMLButtonElement>;
  /**
   * Doing what it was pressed for (with useSingleFlight, which refuses a second press): drawn as
   * disabled and deaf to clicks, Enter and Space (a submit button sends nothing), yet still
   * focused. `disabled` would drop a keyboard user's focus to <body> the moment it was pressed, so
   * a busy button says so with aria-disabled and aria-busy instead.
   */
  busy?: boolean;
}

/** A busy button's click: nothing happens, not even the submit of its form. */
const refuse = (event: MouseEvent<HTMLButtonElement>) => event.preventDefault();

export function Button({ variant, size, className, type = 'button', busy = false, onClick, ...props }: ButtonProps) {
  return (
    <button
      type={type}
      // The disabled look (button-classes' disabled: styles), for this button only.
      className={buttonClasses({ variant, size, className: cn(busy && 'pointer-events-none opacity-50', className) })}
      {...props}
      aria-disabled={busy ? true : props['aria-disabled']}
      aria-busy={busy ? true : props['aria-busy']}
      onClick={busy ? refuse : onClick}
    />
  );
}
