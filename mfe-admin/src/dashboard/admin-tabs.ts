/** docs/product.md §2: the dashboard's tabs, Overview first and by default; Requests (issue 8) last. */
export const ADMIN_TABS = [
  { id: 'overview', label: 'Overview' },
  { id: 'applications', label: 'Applications' },
  { id: 'chefs', label: 'Chefs' },
  { id: 'bookings', label: 'Bookings' },
  { id: 'recipes', label: 'Recipes' },
  { id: 'users', label: 'Users' },
  { id: 'requests', label: 'Requests' },
] as const;

export type AdminTabId = (typeof ADMIN_TABS)[number]['id'];

export function toTabId(value: string | null): AdminTabId {
  return ADMIN_TABS.find((t) => t.id === value)?.id ?? 'overview';
}
