/**
 * A local stand-in for the company registries (no network in tests): the RPO API of the Slovak Statistical Office
 * under /rpo/v1 and ARES under /ares. Answers depend on the IČO (FAKE_ICO): found, found only through the entity
 * call, not found, slow (longer than any test timeout), malformed, server error.
 *
 *   const registry = await startFakeCompanyRegistry();
 *   createTestDatabase({ env: { COMPANY_REGISTRY_RPO_URL: registry.rpoUrl, COMPANY_REGISTRY_TIMEOUT_MS: '300' } });
 *   …; await registry.close();
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** IČOs with valid check digits and the answer the fake gives for each. */
export const FAKE_ICO = {
  /** RPO: found in the search answer, with a name and address history */
  found: '31333532',
  /** RPO: the search answer has no address; the entity call has it */
  foundViaEntity: '35697270',
  /** RPO: empty results; ARES: 404 */
  notFound: '35826126',
  /** never answers within the test timeout */
  slow: '47123451',
  /** answers 200 with something that is not JSON (RPO) or not a subject (ARES) */
  malformed: '50123459',
  /** RPO: answers JSON of another shape (no results list) */
  wrongShape: '70123454',
  /** answers 500 */
  serverError: '60123451',
  /** ARES: found */
  aresFound: '27074358',
} as const;

/** How long the slow IČO waits before answering. */
const SLOW_ANSWER_MS = 5000;

function rpoSearchAnswer(ico: string): unknown {
  switch (ico) {
    case FAKE_ICO.found:
      return {
        results: [
          {
            id: 937053,
            identifiers: [{ value: ico, validFrom: '1992-09-17' }],
            fullNames: [
              { value: 'ESET, spol. s r.o. (starý názov)', validFrom: '1992-09-17', validTo: '2001-01-01' },
              { value: 'ESET, spol. s r.o.', validFrom: '2001-01-02' },
            ],
            addresses: [
              {
                street: 'Starohorská',
                buildingNumber: '1',
                postalCodes: ['81101'],
                municipality: { value: 'Bratislava - mestská časť Staré Mesto', code: 'SK0101528595' },
                country: { value: 'Slovenská republika', code: '703' },
                validFrom: '1992-09-17',
                validTo: '2010-05-31',
              },
              {
                street: 'Einsteinova',
                regNumber: 3154,
                buildingNumber: '24',
                postalCodes: ['85101'],
                municipality: { value: 'Bratislava - mestská časť Petržalka', code: 'SK0103529460' },
                country: { value: 'Slovenská republika', code: '703' },
                validFrom: '2010-06-01',
              },
            ],
            establishment: '1992-09-17',
          },
        ],
        license: 'CC-BY 4.0',
      };
    case FAKE_ICO.foundViaEntity:
      return { results: [{ id: 44, identifiers: [{ value: ico }], fullNames: [{ value: 'Balónik s.r.o.' }] }] };
    case FAKE_ICO.wrongShape:
      return { unexpected: true };
    default:
      return { results: [] };
  }
}

function rpoEntityAnswer(id: string): unknown | null {
  if (id !== '44') return null;
  return {
    id: 44,
    identifiers: [{ value: FAKE_ICO.foundViaEntity }],
    fullNames: [{ value: 'Balónik s.r.o.', validFrom: '2015-03-01' }],
    addresses: [
      {
        street: null,
        regNumber: 125,
        buildingNumber: '',
        postalCodes: ['08001'],
        municipality: { value: 'Dulova Ves' },
        country: { value: 'Slovenská republika', code: '703' },
        validFrom: '2015-03-01',
      },
    ],
  };
}

function aresAnswer(ico: string): { status: number; body: unknown } {
  switch (ico) {
    case FAKE_ICO.aresFound:
      return {
        status: 200,
        body: {
          ico,
          obchodniJmeno: 'Oslavy Praha s.r.o.',
          dic: 'CZ27074358',
          sidlo: {
            kodStatu: 'CZ',
            nazevObce: 'Praha',
            nazevUlice: 'Karlova',
            cisloDomovni: 1045,
            cisloOrientacni: 12,
            cisloOrientacniPismeno: 'a',
            psc: 11000,
          },
          seznamRegistraci: { stavZdrojeDph: 'AKTIVNI' },
        },
      };
    case FAKE_ICO.malformed:
      return { status: 200, body: ['not', 'a', 'subject'] };
    default:
      return { status: 404, body: { kod: 'NENALEZENO', popis: 'Ekonomický subjekt nenalezen.' } };
  }
}

export interface FakeCompanyRegistry {
  /** base URL to put into COMPANY_REGISTRY_RPO_URL */
  rpoUrl: string;
  /** base URL to put into COMPANY_REGISTRY_ARES_URL */
  aresUrl: string;
  /** paths requested so far (with query) */
  requests: string[];
  close(): Promise<void>;
}

export async function startFakeCompanyRegistry(): Promise<FakeCompanyRegistry> {
  const requests: string[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(typeof body === 'string' ? body : JSON.stringify(body));
  };
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    requests.push(url.pathname + url.search);
    const rpoSearch = url.pathname === '/rpo/v1/search';
    const rpoEntity = /^\/rpo\/v1\/entity\/(\d+)$/.exec(url.pathname);
    const ares = /^\/ares\/ekonomicke-subjekty\/(\w+)$/.exec(url.pathname);
    const ico = rpoSearch ? (url.searchParams.get('identifier') ?? '') : (ares?.[1] ?? '');
    if (ico === FAKE_ICO.slow) {
      const timer = setTimeout(() => {
        timers.delete(timer);
        send(res, 200, rpoSearch ? { results: [] } : { ico });
      }, SLOW_ANSWER_MS);
      timers.add(timer);
      return;
    }
    if (ico === FAKE_ICO.serverError) return send(res, 500, { error: 'internal' });
    if (rpoSearch) {
      if (ico === FAKE_ICO.malformed) return send(res, 200, '<html>maintenance</html>');
      return send(res, 200, rpoSearchAnswer(ico));
    }
    if (rpoEntity) {
      const entity = rpoEntityAnswer(rpoEntity[1]!);
      return entity ? send(res, 200, entity) : send(res, 404, { error: 'not found' });
    }
    if (ares) {
      const answer = aresAnswer(ico);
      return send(res, answer.status, answer.body);
    }
    send(res, 404, { error: 'unknown path' });
  };
  const server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}`;
  return {
    rpoUrl: `${base}/rpo/v1`,
    aresUrl: `${base}/ares`,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        for (const timer of timers) clearTimeout(timer);
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
