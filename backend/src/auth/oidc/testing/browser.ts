interface StoredCookie {
  host: string;
  name: string;
  value: string;
  path: string;
}

/**
 * Just enough of a browser for a redirect dance between the app and the provider: a cookie jar
 * (per host, with paths and deletions) and redirects followed one by one, so a test can stop at,
 * read or rewrite any hop.
 */
export class Browser {
  private cookies: StoredCookie[] = [];

  cookieHeader(url: URL): string {
    return this.cookies
      .filter((c) => c.host === url.host && url.pathname.startsWith(c.path))
      .map((c) => `${c.name}=${c.value}`)
      .join('; ');
  }

  /** One request, no redirect followed. */
  async request(input: string | URL, init: { method?: string; body?: string } = {}): Promise<Response> {
    const url = new URL(input);
    const headers: Record<string, string> = {};
    const cookie = this.cookieHeader(url);
    if (cookie) headers.cookie = cookie;
    if (init.body !== undefined) headers['content-type'] = 'application/x-www-form-urlencoded';
    const res = await fetch(url, { method: init.method ?? 'GET', headers, body: init.body, redirect: 'manual' });
    for (const line of res.headers.getSetCookie()) this.store(url, line);
    return res;
  }

  /**
   * Follows redirects from `start` until a response is not a redirect, or the next location is
   * one `stop` accepts; returns that location (or the last URL requested).
   */
  async follow(start: string | URL, stop: (next: URL) => boolean = () => false): Promise<URL> {
    let url = new URL(start);
    for (let hops = 0; hops < 20; hops++) {
      const res = await this.request(url);
      const location = res.headers.get('location');
      if (res.status < 300 || res.status >= 400 || !location) return url;
      await res.arrayBuffer();
      url = new URL(location, url);
      if (stop(url)) return url;
    }
    throw new Error(`too many redirects, last ${url.href}`);
  }

  private store(url: URL, line: string): void {
    const [pair, ...attributes] = line.split(';').map((s) => s.trim());
    const at = pair.indexOf('=');
    const name = pair.slice(0, at);
    const value = pair.slice(at + 1);
    const attr = (key: string) => attributes.find((a) => a.toLowerCase().startsWith(`${key}=`))?.split('=')[1];
    const path = attr('path') ?? '/';
    const expires = attr('expires');
    const maxAge = attr('max-age');
    const gone = value === '' || maxAge === '0' || (expires !== undefined && new Date(expires).getTime() <= Date.now());
    this.cookies = this.cookies.filter((c) => !(c.host === url.host && c.name === name && c.path === path));
    if (!gone) this.cookies.push({ host: url.host, name, value, path });
  }
}
