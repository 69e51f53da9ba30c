// Sign-in for the benches: just enough of a browser to sign in through the development identity
// provider (a cookie jar and manual redirects), returning the session's Cookie header.

/** Signs `email` in at `site` with the demo password and returns the Cookie header of the session. */
export async function signIn(site, email) {
  const jar = new Map();
  const request = async (url, init = {}) => {
    const headers = new Headers(init.headers);
    if (jar.size) headers.set('cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '));
    const res = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair.indexOf('=');
      const value = pair.slice(eq + 1);
      if (value) jar.set(pair.slice(0, eq).trim(), value);
      else jar.delete(pair.slice(0, eq).trim());
    }
    return res;
  };
  const follow = async (url, init) => {
    let current = url;
    let res = await request(current, init);
    for (let hops = 0; res.status >= 300 && res.status < 400 && hops < 20; hops++) {
      current = new URL(res.headers.get('location'), current).href;
      res = await request(current);
    }
    return { res, url: current };
  };
  // A stack that has just started may still be discovering its identity provider: sign-in
  // answers 503 "Sign-in is starting up" until then (it retries every 2 s), so wait for it.
  let page = await follow(`${site}/api/login`);
  for (const deadline = Date.now() + 30_000; page.res.status === 503 && Date.now() < deadline;) {
    await page.res.arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, 500));
    page = await follow(`${site}/api/login`);
  }
  const html = await page.res.text();
  const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, '&');
  if (!action) throw new Error(`no sign-in form for ${email}`);
  await follow(new URL(action, page.url).href, {
    method: 'POST',
    body: new URLSearchParams({ email, password: 'demo1234' }),
    headers: { origin: site, 'content-type': 'application/x-www-form-urlencoded' },
  });
  const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const me = await fetch(`${site}/api/auth/user`, { headers: { cookie } });
  if (!me.ok) throw new Error(`signing in ${email} failed (${me.status})`);
  return cookie;
}
