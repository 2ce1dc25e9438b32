import { Readable } from 'node:stream';
import { describe, expect, it, vi } from 'vitest';

vi.mock('~/styles/app.css?inline', () => ({ default: 'body{color:red}' }));
vi.mock('../../app/styles/app.css?inline', () => ({ default: 'body{color:red}' }));

async function run(chunks: string[]) {
  const { injectStyles } = await import('../../app/entry.server');
  const out: Buffer[] = [];
  const stream = Readable.from(chunks.map((c) => Buffer.from(c))).pipe(injectStyles(Buffer.from('<style>x</style>')));
  for await (const part of stream) out.push(part as Buffer);
  return Buffer.concat(out).toString('utf8');
}

describe('stylesheet injection into the SSR stream', () => {
  it('inserts the style before </head> once', async () => {
    expect(await run(['<html><head><title>á</title></head><body>', '</head></body>'])).toBe(
      '<html><head><title>á</title><style>x</style></head><body></head></body>',
    );
  });
  it('finds </head> split across chunks and keeps multi-byte characters intact', async () => {
    const html = '<html><head><title>Balóny</title></head><body>ľščť</body></html>';
    const bytes = Buffer.from(html);
    for (let cut = 1; cut < bytes.length; cut++) {
      const { injectStyles } = await import('../../app/entry.server');
      const out: Buffer[] = [];
      const stream = Readable.from([bytes.subarray(0, cut), bytes.subarray(cut)]).pipe(injectStyles(Buffer.from('<style>x</style>')));
      for await (const part of stream) out.push(part as Buffer);
      expect(Buffer.concat(out).toString('utf8')).toBe(html.replace('</head>', '<style>x</style></head>'));
    }
  });
});
