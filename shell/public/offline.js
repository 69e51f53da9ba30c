// The offline page (offline.html) loads the page it stands for by itself once the browser is back
// online, as the portals' "You are offline." card does.
window.addEventListener('online', () => window.location.reload());
