interface StoredCookie {
  value: string;
  path: string;
}

/**
 * Just enough of a browser for the sign-in flow: a cookie jar that honours Path and
 * expiry, and fetch that follows redirects one hop at a time so each can be inspected.
 */
export class Browser {
  private readonly jar = new Map<string, StoredCookie>();
  readonly visited: string[] = [];

  cookie(name: string): string | undefined {
    return this.jar.get(name)?.value;
  }

  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const target = new URL(url);
    const headers = new Headers(init.headers);
    const cookies = [...this.jar.entries()]
      .filter(
        ([, c]) =>
          target.pathname === c.path || target.pathname.startsWith(c.path.endsWith('/') ? c.path : `${c.path}/`),
      )
      .map(([name, c]) => `${name}=${c.value}`);
    if (cookies.length) headers.set('cookie', cookies.join('; '));
    const res = await fetch(target, { ...init, headers, redirect: 'manual' });
    this.visited.push(`${init.method ?? 'GET'} ${target.pathname}${target.search} -> ${res.status}`);
    for (const line of res.headers.getSetCookie()) this.store(line);
    return res;
  }

  /** GET (or the given request), then follow redirects while `keepGoing` says so; returns the last answer and its URL. */
  async follow(
    url: string,
    init: RequestInit = {},
    keepGoing: (next: URL) => boolean = () => true,
  ): Promise<{ res: Response; url: string }> {
    let current = url;
    let res = await this.request(current, init);
    for (let hops = 0; res.status >= 300 && res.status < 400 && hops < 20; hops++) {
      const next = new URL(res.headers.get('location')!, current);
      if (!keepGoing(next)) break;
      current = next.href;
      res = await this.request(current);
    }
    return { res, url: current };
  }

  private store(line: string): void {
    const [pair, ...attributes] = line.split(';').map((s) => s.trim());
    const eq = pair.indexOf('=');
    const name = pair.slice(0, eq);
    const value = pair.slice(eq + 1);
    const attr = (key: string) => attributes.find((a) => a.toLowerCase().startsWith(`${key}=`))?.split('=')[1];
    const expires = attr('expires');
    const maxAge = attr('max-age');
    if (!value || maxAge === '0' || (expires && new Date(expires).getTime() <= Date.now())) {
      this.jar.delete(name);
      return;
    }
    this.jar.set(name, { value, path: attr('path') ?? '/' });
  }
}

/** The action and fields of the first form of a page. */
export function readForm(html: string): { action: string; fields: Record<string, string> } {
  const form = /<form[^>]*action="([^"]+)"[^>]*>([\s\S]*?)<\/form>/.exec(html);
  if (!form) throw new Error(`no form in page:\n${html}`);
  const fields: Record<string, string> = {};
  for (const input of form[2].matchAll(/<input[^>]*>/g)) {
    const name = /name="([^"]+)"/.exec(input[0])?.[1];
    if (name) fields[name] = /value="([^"]*)"/.exec(input[0])?.[1] ?? '';
  }
  return { action: form[1].replace(/&amp;/g, '&'), fields };
}
