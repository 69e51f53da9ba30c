/**
 * Two sides of a comparison measured in the order A, B, B, A: each side's figure is made of its
 * two windows together, so a drift of the machine's speed during the four windows falls on both
 * alike. One window each, back to back, left a noise between repeats as large as the targets'
 * margins (`npm run bench:scale` since the twenty-seventh session; `npm run bench` since
 * docs/performance.md, "Baseline and gateway in turns").
 *
 * `measure(side, first)` runs one window of `side`; `first` is true for each side's first window
 * (where the caller warms up). Answers [[a1, a2], [b1, b2]].
 */
export async function alternated(measure, a, b) {
  const a1 = await measure(a, true);
  const b1 = await measure(b, true);
  const b2 = await measure(b, false);
  const a2 = await measure(a, false);
  return [
    [a1, a2],
    [b1, b2],
  ];
}
