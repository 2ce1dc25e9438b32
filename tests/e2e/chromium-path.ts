/**
 * The browser binary of both Playwright configs (decision 0118): PW_CHROMIUM_PATH when set, else Debian's
 * chromium-headless-shell (the same Chromium build without the full browser's window machinery: the suite needs about
 * 40 % less CPU), else Debian's full chromium.
 */
import { existsSync } from 'node:fs';

const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';
const FULL_CHROMIUM_PATH = '/usr/bin/chromium';

export function chromiumPath(): string {
  const configured = process.env.PW_CHROMIUM_PATH;
  if (configured) return configured;
  return existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : FULL_CHROMIUM_PATH;
}
