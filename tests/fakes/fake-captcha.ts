/**
 * A local stand-in for reCAPTCHA v3's siteverify (POST, form fields secret, response, remoteip). The token says what
 * the fake answers, so one server covers every case:
 *
 *   'ok:{action}'        → success, score 0.9, that action
 *   'low:{action}'       → success, score 0.1
 *   'rejected'           → success false (invalid or expired token)
 *   'slow:{action}'      → the answer comes after SLOW_CAPTCHA_MS (longer than the tests' timeout)
 *   'error'              → HTTP 500
 *   a wrong secret       → success false, error-codes invalid-input-secret
 *
 *   const captcha = await startFakeCaptcha();
 *   createTestDatabase({ env: captcha.env });
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

const FAKE_CAPTCHA_SITE_KEY = 'test-site-key';
const FAKE_CAPTCHA_SECRET = 'test-secret-key';
const SLOW_CAPTCHA_MS = 3000;

export interface FakeCaptcha {
  verifyUrl: string;
  /** environment for loadConfig: both keys, the verify URL and a short timeout */
  env: Record<string, string>;
  /** the tokens verified so far */
  tokens: string[];
  close(): Promise<void>;
}

export async function startFakeCaptcha(): Promise<FakeCaptcha> {
  const timers = new Set<NodeJS.Timeout>();
  const fake: FakeCaptcha = { verifyUrl: '', env: {}, tokens: [], close: async () => {} };
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      const form = new URLSearchParams(raw);
      const token = form.get('response') ?? '';
      fake.tokens.push(token);
      const reply = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (req.method !== 'POST' || new URL(req.url ?? '/', 'http://fake').pathname !== '/recaptcha/api/siteverify') return reply(404, {});
      if (form.get('secret') !== FAKE_CAPTCHA_SECRET) return reply(200, { success: false, 'error-codes': ['invalid-input-secret'] });
      const [kind, action = ''] = token.split(':');
      const hostname = 'localhost';
      switch (kind) {
        case 'ok':
          return reply(200, { success: true, score: 0.9, action, challenge_ts: new Date().toISOString(), hostname });
        case 'low':
          return reply(200, { success: true, score: 0.1, action, challenge_ts: new Date().toISOString(), hostname });
        case 'slow': {
          const timer = setTimeout(() => {
            timers.delete(timer);
            reply(200, { success: true, score: 0.9, action, hostname });
          }, SLOW_CAPTCHA_MS);
          timers.add(timer);
          return;
        }
        case 'error':
          return reply(500, { error: 'internal' });
        default:
          return reply(200, { success: false, 'error-codes': ['invalid-input-response'] });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  fake.verifyUrl = `http://127.0.0.1:${port}/recaptcha/api/siteverify`;
  fake.env = {
    RECAPTCHA_SITE_KEY: FAKE_CAPTCHA_SITE_KEY,
    RECAPTCHA_SECRET_KEY: FAKE_CAPTCHA_SECRET,
    RECAPTCHA_VERIFY_URL: fake.verifyUrl,
    // generous for a loaded CI machine (a cold first fetch can take 300 ms); the fake's slow answer takes 3 s
    RECAPTCHA_TIMEOUT_MS: '1000',
  };
  fake.close = () =>
    new Promise<void>((resolve, reject) => {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      server.close((error) => (error ? reject(error) : resolve()));
    });
  return fake;
}
