/**
 * Rejects with `Error(message)` when `work` has not settled within `ms`. A late rejection of
 * `work` is swallowed (nobody waits for it any more), so it never surfaces as unhandled.
 */
export async function withTimeout<T>(work: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  work.catch(() => undefined);
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}
