/**
 * What a visitor typed into a prerendered page before React took it over. Hydration sets each
 * controlled field back to its state (empty), so the words would be lost; instead they are
 * noted here (the fields' values at hydration, then every `input` until the page is hydrated)
 * and given back afterwards as a real `input` or `change` event, which the field's onChange
 * handles as if typed then. Nothing a user did is lost (docs/performance.md, "Prerendered pages").
 */
type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const TEXT_TYPES = new Set(['text', 'search', 'email', 'tel', 'url', 'number', 'password', 'date']);
const typed = new Map<Field, string>();
let container: HTMLElement | null = null;

function isTextField(el: EventTarget | null): el is Field {
  if (el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement) return true;
  return el instanceof HTMLInputElement && TEXT_TYPES.has(el.type);
}

const initialValue = (field: Field): string =>
  field instanceof HTMLSelectElement
    ? ([...field.options].find((o) => o.defaultSelected)?.value ?? field.options[0]?.value ?? '')
    : field.defaultValue;

function note(event: Event): void {
  if (isTextField(event.target)) typed.set(event.target, event.target.value);
}

/** Starts noting what is typed into the prerendered page in `root`. */
export function keepTypedInput(root: HTMLElement): void {
  container = root;
  for (const field of root.querySelectorAll<Field>('input, textarea, select'))
    if (isTextField(field) && field.value !== initialValue(field)) typed.set(field, field.value);
  root.addEventListener('input', note, true);
  root.addEventListener('change', note, true);
}

/** The page is hydrated: gives each field back what was typed into it, once. */
export function restoreTypedInput(): void {
  if (!container) return;
  container.removeEventListener('input', note, true);
  container.removeEventListener('change', note, true);
  delete container.dataset.prerendered;
  container = null;
  for (const [field, value] of typed) {
    if (!field.isConnected) continue;
    // React tells a user's edit from its own by the last value it set (hydration took the typed
    // one as its own, and a re-render would empty the field): set a value through its setter
    // that the field never holds, then the typed one past it, as typing does.
    field.value = '\u0000';
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  }
  typed.clear();
}
