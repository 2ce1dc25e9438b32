import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isbot } from 'isbot';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { Link as RouterLink, StaticRouter, type LinkProps } from 'react-router';
import { describe, expect, it } from 'vitest';
import { isCrawler } from '../../src/lib/crawler';
import { shopDateString } from '../../src/lib/shop-time';
import { publicFilePaths } from '../../server/http/public-files';
import { Link, ServerLink } from '../../app/components/link';
import { StaticIsland } from '../../app/components/static-island';
import { IslandHtmlProvider, createIslandHtmlStore, islandInnerHtml, type IslandHtml } from '../../app/lib/http/island-html';

/** Decision 0122: per-request work of the server render done once per process, or without the router. */

const inRouter = (node: ReactNode, location = '/1/balony?page=2') =>
  renderToString(<StaticRouter location={location}>{node}</StaticRouter>);

describe('ServerLink: the element React Router writes, without the router', () => {
  const cases: LinkProps[] = [
    { to: '/1/balony' },
    { to: '/' },
    { to: '/1/balony?page=2' },
    { to: '/1/balony?page=2#filtre' },
    { to: '/kosik#obsah' },
    { to: '/info/kontakt/' },
    { to: '/ľščť/balóny' },
    { to: '/1/balony', className: 'text-ink', 'aria-label': 'Balóny', rel: 'next', children: 'Balóny' },
    { to: '/1/balony', prefetch: 'intent', children: <span>Balóny</span> },
    { to: '/1/balony', target: '_blank', title: 'x', children: 'a' },
    { to: '/1/balony', replace: true, state: { a: 1 }, preventScrollReset: true, viewTransition: true, children: 'a' },
    { to: '/1/balony', onClick: () => {}, children: 'a' },
    // not plain: through React Router (the same element, whatever it makes of them)
    { to: '/a/./b' },
    { to: '/a/../b' },
    { to: '/a//b' },
    { to: '/x?' },
    { to: '/x#' },
    { to: 'relative' },
    { to: '?page=2' },
    { to: 'https://example.com/a' },
    { to: '//example.com/a' },
    { to: { pathname: '/1/balony', search: '?page=2' } },
    { to: '/1/balony', prefetch: 'render' },
    { to: '/1/balony', reloadDocument: true },
    { to: '/1/balony', discover: 'none' },
  ];
  it.each(cases.map((props) => [JSON.stringify(props.to) + (props.prefetch ?? ''), props] as const))('%s', (_name, props) => {
    expect(inRouter(<ServerLink {...props} />)).toBe(inRouter(<RouterLink {...props} />));
  });

  it('writes a plain path without React Router (works outside a router)', () => {
    expect(renderToString(<ServerLink to="/1/balony?page=2" className="c" prefetch="intent" />)).toBe(
      '<a class="c" href="/1/balony?page=2" data-discover="true"></a>',
    );
  });

  it('is the storefront Link on the server (no document)', () => {
    expect(Link).toBe(ServerLink);
  });
});

describe('static islands kept per process', () => {
  it('finds the inner markup of the element with the id, nested elements of the same name counted', () => {
    const html =
      '<body><ul aria-controls="menu"><li>x</li></ul><ul id="menu" class="a"><li><ul><li>1</li></ul></li><li>2</li></ul><ul></ul></body>';
    expect(islandInnerHtml(html, 'menu')).toBe('<li><ul><li>1</li></ul></li><li>2</li>');
    expect(islandInnerHtml(html, 'other')).toBeUndefined();
    expect(islandInnerHtml('<div id="cut"><div>', 'cut')).toBeUndefined();
  });

  let renders = 0;
  function Content({ label }: { label: string }) {
    renders += 1;
    return (
      <div>
        <a href="/x">{label}</a> &amp; <span>ľščť</span>
      </div>
    );
  }
  const page = (islands: IslandHtml, label: string, serverKey: string | undefined, live = false) =>
    inRouter(
      <IslandHtmlProvider value={islands}>
        <main>
          <StaticIsland id="paticka" className="f" serverKey={serverKey} live={live}>
            <Content label={label} />
          </StaticIsland>
        </main>
      </IslandHtmlProvider>,
    );
  const render = (store: ReturnType<typeof createIslandHtmlStore>, label: string, serverKey?: string, live = false) => {
    const doc = store.forDocument();
    const html = page(doc.islands, label, serverKey, live);
    doc.keep(Buffer.from(html));
    return html;
  };

  it('renders the children once per key and writes the same markup from then on', () => {
    const store = createIslandHtmlStore();
    renders = 0;
    const first = render(store, 'Balóny', 'k1');
    expect(renders).toBe(1);
    expect(store.size).toBe(1);
    // a label the key does not name is not seen: the key must name everything the island shows
    expect(render(store, 'other', 'k1')).toBe(first);
    expect(renders).toBe(1);
    // another key: rendered anew and kept too
    expect(render(store, 'Kostýmy', 'k2')).toContain('Kostýmy');
    expect(renders).toBe(2);
    expect(store.size).toBe(2);
    // the kept markup is what React writes for the island
    expect(first).toBe(page({ get: () => undefined, capture: () => {} }, 'Balóny', undefined));
  });

  it('keeps nothing without a key, and renders a live island with React', () => {
    const store = createIslandHtmlStore();
    renders = 0;
    render(store, 'a', undefined);
    render(store, 'a', 'k', true);
    expect(store.size).toBe(0);
    expect(renders).toBe(2);
  });

  it('starts over when full', () => {
    const store = createIslandHtmlStore(2);
    for (const key of ['a', 'b', 'c']) render(store, key, key);
    expect(store.size).toBe(1);
  });
});

describe('isCrawler', () => {
  it('answers as isbot, remembered per user agent', () => {
    const agents = [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36',
      'curl/8.5.0',
    ];
    for (const agent of [...agents, ...agents]) expect(isCrawler(agent)).toBe(isbot(agent));
    expect(isCrawler('')).toBe(false);
    expect(isCrawler(null)).toBe(false);
  });
});

describe('publicFilePaths', () => {
  it('lists the public files of the client folder as URL paths, hashed assets left out', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'public-files-'));
    try {
      mkdirSync(path.join(dir, 'assets'));
      mkdirSync(path.join(dir, 'img', 'assets'), { recursive: true });
      writeFileSync(path.join(dir, 'favicon.svg'), '');
      writeFileSync(path.join(dir, 'assets', 'app-1234.js'), '');
      writeFileSync(path.join(dir, 'img', 'assets', 'logo.png'), '');
      expect([...publicFilePaths(dir)].sort()).toEqual(['/favicon.svg', '/img/assets/logo.png']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('shopDateString around midnight (its answer is kept per UTC minute, decision 0119)', () => {
  it('answers the shop day around midnight in Bratislava, the same second twice', () => {
    // 2026-11-28 23:00:00 UTC is midnight in Bratislava (CET)
    const midnight = Date.UTC(2026, 10, 28, 23, 0, 0);
    expect(shopDateString(new Date(midnight - 1))).toBe('2026-11-28');
    expect(shopDateString(new Date(midnight - 1000))).toBe('2026-11-28');
    expect(shopDateString(new Date(midnight))).toBe('2026-11-29');
    expect(shopDateString(new Date(midnight + 999))).toBe('2026-11-29');
    expect(shopDateString(new Date(midnight - 1))).toBe('2026-11-28');
  });
});
