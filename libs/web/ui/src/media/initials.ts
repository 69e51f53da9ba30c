/** "Marcus Reed" → "MR", "chef@demo.test" → "C", "" → "?". */
export function initials(name: string | null | undefined): string {
  const words = (name ?? '')
    .trim()
    .split(/[\s@._-]+/)
    .filter(Boolean);
  if (words.length === 0) return '?';
  const letters = words.length === 1 ? words[0].charAt(0) : words[0].charAt(0) + words[words.length - 1].charAt(0);
  return letters.toUpperCase();
}
