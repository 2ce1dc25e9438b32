/** Tiny cookie helpers usable on the server (Cookie header) and in the browser (document.cookie). */
export function parseCookies(header: string | null | undefined): Record<string, string> {
  const result: Record<string, string> = {};
  if (!header) return result;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    const name = part.slice(0, index).trim();
    if (!name || name in result) continue;
    const raw = part.slice(index + 1).trim();
    try {
      result[name] = decodeURIComponent(raw);
    } catch {
      result[name] = raw;
    }
  }
  return result;
}

export function setBrowserCookie(name: string, value: string, maxAgeSeconds: number) {
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax`;
}

export function readBrowserCookie(name: string): string | undefined {
  return parseCookies(typeof document === 'undefined' ? '' : document.cookie)[name];
}

/**
 * Deletes every cookie this page can see (not HttpOnly ones: the login session stays), wherever it was set: on `/`
 * or a parent path of this page, on this host or a parent domain (analytics tools set theirs on `.example.sk`).
 */
export function deleteAllBrowserCookies(): string[] {
  const names = Object.keys(parseCookies(document.cookie));
  const segments = window.location.pathname.split('/').filter(Boolean);
  const paths = ['/', ...segments.map((_, i) => `/${segments.slice(0, i + 1).join('/')}`)];
  const labels = window.location.hostname.split('.');
  // example.sk, www.example.sk, … (never a bare top-level domain); an IP address or 'localhost' has no parents
  const domains =
    /^[\d.]+$/.test(window.location.hostname) || labels.length < 2 ? [] : labels.slice(0, -1).map((_, i) => labels.slice(i).join('.'));
  for (const name of names) {
    for (const path of paths) {
      document.cookie = `${name}=; Max-Age=0; Path=${path}`;
      for (const domain of domains) document.cookie = `${name}=; Max-Age=0; Path=${path}; Domain=${domain}`;
    }
  }
  return names;
}
