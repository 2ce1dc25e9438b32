import { readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * The URL paths of the files the build copied from public/ into the client folder, hashed assets left out (they have
 * their own route), read once at start: the build does not change while the server runs. The catch-all static
 * route looks a path up here instead of asking the file system (a stat) on every page request (decision 0122).
 */
export function publicFilePaths(clientDir: string, skip = ['assets']): Set<string> {
  const paths = new Set<string>();
  const walk = (dir: string, prefix: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const urlPath = `${prefix}/${entry.name}`;
      if (entry.isDirectory()) {
        if (!(prefix === '' && skip.includes(entry.name))) walk(path.join(dir, entry.name), urlPath);
      } else if (entry.isFile()) paths.add(urlPath);
    }
  };
  walk(clientDir, '');
  return paths;
}
