import { useCallback, useSyncExternalStore } from 'react';

/** Saved recipes live on this device only (docs/product.md §2): a list of slugs in localStorage. */
export const SAVED_RECIPES_KEY = 'chefs-atlanta:saved-recipes';

const listeners = new Set<() => void>();
/** Used when storage is blocked (private modes): the toggle still works for this visit. */
let memoryCopy = '[]';

function readRaw(): string {
  try {
    return window.localStorage.getItem(SAVED_RECIPES_KEY) ?? '[]';
  } catch {
    return memoryCopy;
  }
}

function parseSaved(raw: string): string[] {
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter((s): s is string => typeof s === 'string') : [];
  } catch {
    return [];
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

function writeSaved(slugs: string[]): void {
  memoryCopy = JSON.stringify(slugs);
  try {
    window.localStorage.setItem(SAVED_RECIPES_KEY, memoryCopy);
  } catch {
    // Storage is full or blocked: keep the in-memory copy.
  }
  listeners.forEach((listener) => listener());
}

/** Whether this recipe is saved on this device, and a toggle (other tabs follow along). */
export function useSavedRecipe(slug: string): { saved: boolean; toggle: () => void } {
  const raw = useSyncExternalStore(subscribe, readRaw, () => '[]');
  const saved = parseSaved(raw).includes(slug);
  const toggle = useCallback(() => {
    const slugs = parseSaved(readRaw());
    writeSaved(slugs.includes(slug) ? slugs.filter((s) => s !== slug) : [...slugs, slug]);
  }, [slug]);
  return { saved, toggle };
}
