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

/**
 * A side's windows as one: its requests over its seconds, the largest p99, every failure, the
 * first window's warm-up. Each window holds `requests`, `seconds`, `p99Ms` and `failed`.
 */
export function together(windows) {
  const requests = windows.reduce((n, w) => n + w.requests, 0);
  const seconds = windows.reduce((n, w) => n + w.seconds, 0);
  return {
    reqPerSec: Math.round(requests / seconds),
    p99Ms: Math.max(...windows.map((w) => w.p99Ms)),
    requests,
    seconds,
    failed: windows.reduce((n, w) => n + w.failed, 0),
    warmup: windows[0].warmup,
  };
}
