/** "Crème Brûlée" -> "Creme Brulee": accents dropped so slugs stay plain ASCII. */
function stripAccents(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '');
}

/**
 * Recipe pages find their recipe by slug: the title lower-cased, punctuation removed,
 * spaces turned to hyphens. "Mom's Chicken & Rice" -> "moms-chicken-rice".
 */
export function recipeSlug(title: string): string {
  return (
    stripAccents(title)
      .toLowerCase()
      .replace(/[^a-z0-9\s-]/g, '')
      .trim()
      .replace(/[\s-]+/g, '-')
      // A hyphen at either end ("- Grits", "-") would make a slug the database refuses.
      .replace(/^-|-$/g, '')
  );
}

/**
 * Fine-dining dish pages: lower-cased, every run of non-alphanumerics one hyphen, no
 * hyphen at either end. "Seared Scallops, Brown-Butter Purée" -> "seared-scallops-brown-butter-puree".
 */
export function dishSlug(title: string): string {
  return stripAccents(title)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
