/**
 * zod, as every schema that may run in the browser imports it. In a browser zod's JIT would first probe
 * `new Function(…)`, which the shop's Content-Security-Policy forbids (Chrome then logs a CSP issue on every page with a
 * form); jitless mode skips the probe. The server keeps the JIT.
 */
import { z } from 'zod';

if (typeof document !== 'undefined') z.config({ jitless: true });

export { z };
