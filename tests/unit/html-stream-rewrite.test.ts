import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';

async function rewrite(chunks: Buffer[], nonce?: string) {
  const { rewriteHtmlStream } = await import('../../app/entry.server');
  const out: Buffer[] = [];
  const stream = Readable.from(chunks).pipe(rewriteHtmlStream(nonce));
  for await (const part of stream) out.push(part as Buffer);
  return Buffer.concat(out).toString('utf8');
}
const run = (chunks: string[], nonce?: string) =>
  rewrite(
    chunks.map((c) => Buffer.from(c)),
    nonce,
  );

/** Every way of cutting the document in two chunks gives the same output. */
async function expectEveryCut(html: string, expected: string, nonce?: string) {
  const bytes = Buffer.from(html);
  for (let cut = 1; cut < bytes.length; cut++) {
    expect(await rewrite([bytes.subarray(0, cut), bytes.subarray(cut)], nonce), `cut at ${cut}`).toBe(expected);
  }
}

describe('SSR stream rewrite: the head', () => {
  it('leaves a head without preloads and the rest of the document as they are (no inline stylesheet: decision 0091)', async () => {
    expect(await run(['<html><head><title>á</title></head><body>', '</head></body>'])).toBe(
      '<html><head><title>á</title></head><body></head></body>',
    );
  });
  it('finds </head> split across chunks and keeps multi-byte characters intact', async () => {
    const html = '<html><head><title>Balóny</title></head><body>ľščť</body></html>';
    await expectEveryCut(html, html);
  });
});

describe('SSR stream rewrite: module preloads', () => {
  const head =
    '<html><head><title>Balóny</title><link rel="modulepreload" href="/assets/a.js" nonce="N1"/><link rel="icon" href="/f.svg"/><link rel="modulepreload" href="/assets/b.js" nonce="N1"/></head>';
  const body =
    '<body><main>ľščť</main><script nonce="N1">ctx()</script><script nonce="N1" type="module" async="">import "/assets/a.js";</script></body></html>';
  const script =
    '<script nonce="N1">(function(d){var f=d.createDocumentFragment();["/assets/a.js","/assets/b.js"].forEach(function(h){var l=d.createElement("link");l.rel="modulepreload";l.href=h;f.appendChild(l)});d.head.appendChild(f)})(document)</script>';

  it('takes them out of the head and adds them by a script right before the module script, in order', async () => {
    const out = await run([head, body], 'N1');
    expect(out).toBe(
      '<html><head><title>Balóny</title><link rel="icon" href="/f.svg"/></head>' +
        `<body><main>ľščť</main><script nonce="N1">ctx()</script>${script}<script nonce="N1" type="module" async="">import "/assets/a.js";</script></body></html>`,
    );
  });

  it('gives the same output however the stream is cut', async () => {
    const expected = await run([head + body], 'N1');
    await expectEveryCut(head + body, expected, 'N1');
  });

  it('without a module script, the preload script comes at the end; without preloads nothing is added', async () => {
    expect(await run([head, '<body>x</body></html>'], 'N1')).toBe(
      `<html><head><title>Balóny</title><link rel="icon" href="/f.svg"/></head><body>x</body></html>${script}`,
    );
    expect(await run(['<html><head></head><body><script type="module">m()</script></body></html>'])).toBe(
      '<html><head></head><body><script type="module">m()</script></body></html>',
    );
  });
});
