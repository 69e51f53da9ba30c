// The offline page (offline.html) loads the page it stands for by itself once the browser is back
// online, as the portals' "You are offline." card does.
//
// The `online` event can come before the network carries a request again (a link coming up, a
// phone leaving a tunnel): that reload fails too and shows this page once more, where no second
// `online` event will come. So this page, shown while the browser says it is online, tries again
// by itself after 1, 2, 4 ... at most 30 seconds (the count kept in this tab for a minute).
(() => {
  const KEY = 'chefs.offlinePageRetries';
  const reload = () => window.location.reload();
  window.addEventListener('online', reload);
  if (!navigator.onLine) return;
  let tries = 0;
  try {
    const kept = JSON.parse(sessionStorage.getItem(KEY) || 'null');
    if (kept && Date.now() - kept.at < 60_000) tries = kept.tries;
    sessionStorage.setItem(KEY, JSON.stringify({ tries: tries + 1, at: Date.now() }));
  } catch {
    // No storage (a private window's quota): every retry waits the first delay.
  }
  setTimeout(reload, Math.min(1000 * 2 ** tries, 30_000));
})();
