import { buttonClasses, retryableLazy, type ButtonVariant } from '@chefs/ui';
import { ChevronDown } from 'lucide-react';
import { Suspense, useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { LoadFailureBoundary } from '../app/LoadFailureBoundary';

export interface MenuButtonProps {
  label: string;
  variant: ButtonVariant;
  items: readonly { label: string; to: string }[];
}

const loadDropdown = () => import('./MenuDropdown');
const MenuDropdown = retryableLazy(() => loadDropdown().then((m) => m.MenuDropdown));
/** The keys that open a Radix menu from its trigger. */
const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

/**
 * A header button opening a Radix dropdown of links. The dropdown (Radix Menu, its positioning
 * and focus handling: about a tenth of the landing page's JavaScript) is not part of the first
 * load: the button is drawn as the trigger looks, its code is fetched when a pointer comes
 * near or the button gets focus, and the first press opens the menu as Radix would (focus
 * moves into it; Escape brings it back to the trigger). docs/performance.md, "Bundle budget".
 * When that code cannot be fetched (offline) the button stays a closed trigger, and the next
 * press fetches it again.
 */
export function MenuButton(props: MenuButtonProps) {
  const [opened, setOpened] = useState(false);
  if (!opened) return <MenuTrigger {...props} onOpen={() => setOpened(true)} />;
  return (
    <LoadFailureBoundary fallback={(retry) => <MenuTrigger {...props} onOpen={retry} keepFocus />}>
      <Suspense fallback={<MenuTrigger {...props} busy />}>
        <MenuDropdown {...props} />
      </Suspense>
    </LoadFailureBoundary>
  );
}

interface MenuTriggerProps extends MenuButtonProps {
  busy?: boolean;
  onOpen?: () => void;
  /** Takes the focus the button it replaces had (it fell to the body with that button). */
  keepFocus?: boolean;
}

function MenuTrigger({ label, variant, busy, onOpen, keepFocus }: MenuTriggerProps) {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (keepFocus && document.activeElement === document.body) button.current?.focus();
  }, [keepFocus]);
  // A failed prefetch (offline) is not an error of the page: opening the menu fetches it again.
  const prefetch = () => void loadDropdown().catch(() => {});
  return (
    <button
      ref={button}
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      aria-busy={busy || undefined}
      className={buttonClasses({ variant, size: 'sm' })}
      onPointerEnter={prefetch}
      onFocus={prefetch}
      onPointerDown={(event: PointerEvent) => {
        if (event.button !== 0 || event.ctrlKey) return;
        // As Radix's own trigger does: the press must not focus this button, which the menu
        // replaces at once when its code is loaded already (the other header menu opened before):
        // the browser then focused the body after the menu had taken the focus, and the arrow
        // keys moved nothing.
        event.preventDefault();
        onOpen?.();
      }}
      onKeyDown={(event: KeyboardEvent) => {
        if (!OPENING_KEYS.has(event.key)) return;
        event.preventDefault();
        onOpen?.();
      }}
      // A screen reader's "click" comes without a pointer or a key.
      onClick={onOpen}
    >
      {label}
      <ChevronDown aria-hidden="true" className="h-4 w-4" />
    </button>
  );
}
