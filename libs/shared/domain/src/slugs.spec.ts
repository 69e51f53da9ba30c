import { dishSlug, recipeSlug } from './slugs';

describe('recipeSlug', () => {
  it('lower-cases, removes punctuation and turns spaces to hyphens', () => {
    expect(recipeSlug('Sheet-Pan Lemon Chicken')).toBe('sheet-pan-lemon-chicken');
    expect(recipeSlug("Mom's Chicken & Rice")).toBe('moms-chicken-rice');
    expect(recipeSlug('  15-Minute Shrimp Tacos!  ')).toBe('15-minute-shrimp-tacos');
  });

  it('drops accents so links stay plain', () => {
    expect(recipeSlug('Crème Brûlée')).toBe('creme-brulee');
  });

  it('never starts or ends with a hyphen, and is empty for a title of no words (the fuzzer found "-")', () => {
    expect(recipeSlug('- Grits -')).toBe('grits');
    expect(recipeSlug('-')).toBe('');
    expect(recipeSlug(' -- ')).toBe('');
  });
});

describe('dishSlug', () => {
  it('turns every run of non-alphanumerics into one hyphen, trimmed', () => {
    expect(dishSlug('Seared Scallops, Brown-Butter Purée')).toBe('seared-scallops-brown-butter-puree');
    expect(dishSlug('  Beef Wellington (for two)  ')).toBe('beef-wellington-for-two');
    expect(dishSlug("Chef's Tasting: 5 Courses!")).toBe('chef-s-tasting-5-courses');
  });
});
