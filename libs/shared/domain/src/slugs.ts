/**
 * Recipe pages find their recipe by slug: the title lower-cased, punctuation removed,
 * spaces turned to hyphens. "Mom's Chicken & Rice" -> "moms-chicken-rice".
 */
export function recipeSlug(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/-{2,}/g, '-');
}

/**
 * Fine-dining dish pages: lower-cased, every run of non-alphanumerics one hyphen,
 * no hyphen at either end. "Seared Scallops, Brown-Butter Purée" -> "seared-scallops-brown-butter-pur-e".
 */
export function dishSlug(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
