/**
 * A local stand-in for Packeta's v4 branch feed (GET /api/v4/{apiKey}/branch.json): `data` keyed by branch id, as the
 * real feed. The behaviour can be switched while a test runs: 'ok', 'slow' (longer than any test timeout),
 * 'malformed' (not JSON), 'error' (500).
 *
 *   const packeta = await startFakePacketa();
 *   createTestDatabase({ env: { PACKETA_API_KEY: FAKE_PACKETA_KEY, PACKETA_API_URL: packeta.apiUrl } });
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_PACKETA_KEY = 'test-api-key-123';

type FeedBranch = Record<string, unknown>;

const branch = (
  id: number,
  city: string,
  street: string,
  zip: string,
  place: string,
  country: string,
  extra: FeedBranch = {},
): FeedBranch => ({
  id: String(id),
  name: `${city}, ${street} (${place})`,
  nameStreet: `${city}, ${street}`,
  place,
  street,
  city,
  zip,
  country,
  currency: country === 'sk' ? 'EUR' : 'CZK',
  status: { statusId: '1', description: 'V prevádzke' },
  openingHours: { compactShort: 'Po–Pi 8:00–18:00', compactLong: 'Po 8:00–18:00, Ut 8:00–18:00', regular: { monday: '08:00–18:00' } },
  latitude: '48.14',
  longitude: '17.10',
  ...extra,
});

/** The feed: Slovak and Czech points, one closed point and one broken entry. */
const FAKE_PACKETA_FEED = {
  data: {
    '1001': branch(1001, 'Bratislava', 'Obchodná 12', '811 06', 'Trafika U Jána', 'sk'),
    '1002': branch(1002, 'Bratislava', 'Mlynské nivy 5', '821 09', 'Potraviny Nivy', 'sk'),
    '1003': branch(1003, 'Žilina', 'Národná 8', '010 01', 'Papiernictvo Lúč', 'sk'),
    '1004': branch(1004, 'Košice', 'Hlavná 50', '040 01', 'Drogéria Dóm', 'sk', {
      status: { statusId: '2', description: 'Dočasne zatvorené' },
    }),
    '2001': branch(2001, 'Praha', 'Vodičkova 30', '110 00', 'Trafika Vodičkova', 'cz'),
    '2002': branch(2002, 'Brno', 'Česká 5', '602 00', 'Květinářství', 'cz'),
    broken: { name: 'no id' },
  },
};

type FakePacketaMode = 'ok' | 'slow' | 'malformed' | 'error';

export interface FakePacketa {
  /** base URL to put into PACKETA_API_URL */
  apiUrl: string;
  /** feed downloads so far (path with query) */
  requests: string[];
  mode: FakePacketaMode;
  close(): Promise<void>;
}

const SLOW_FEED_MS = 5000;

export async function startFakePacketa(): Promise<FakePacketa> {
  const timers = new Set<NodeJS.Timeout>();
  const fake: FakePacketa = {
    apiUrl: '',
    requests: [],
    mode: 'ok',
    close: async () => {},
  };
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    fake.requests.push(url.pathname + url.search);
    const match = /^\/api\/v4\/([^/]+)\/branch\.json$/.exec(url.pathname);
    if (!match || decodeURIComponent(match[1]!) !== FAKE_PACKETA_KEY) {
      res.writeHead(401, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: 'Invalid API key' }));
      return;
    }
    const reply = (status: number, body: string) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(body);
    };
    switch (fake.mode) {
      case 'ok':
        return reply(200, JSON.stringify(FAKE_PACKETA_FEED));
      case 'malformed':
        return reply(200, '{"data": {"1001": ');
      case 'error':
        return reply(500, '{"error":"internal"}');
      case 'slow': {
        const timer = setTimeout(() => {
          timers.delete(timer);
          reply(200, JSON.stringify(FAKE_PACKETA_FEED));
        }, SLOW_FEED_MS);
        timers.add(timer);
      }
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  fake.apiUrl = `http://127.0.0.1:${port}/api/v4`;
  fake.close = () =>
    new Promise<void>((resolve, reject) => {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      server.close((error) => (error ? reject(error) : resolve()));
    });
  return fake;
}
