import { describe, expect, it } from 'vitest';
import { rewriteHtml as rewriteBytes } from '../../app/entry.server';

/** The rewrite works on the document's UTF-8 bytes; the cases are written as text. */
const rewriteHtml = (html: string, nonce?: string) => rewriteBytes(Buffer.from(html), nonce).toString('utf8');

describe('SSR document rewrite: the head', () => {
  it('leaves a head without preloads and the rest of the document as they are (no inline stylesheet: decision 0091)', () => {
    const html = '<html><head><title>Balóny</title></head><body>ľščť</body></html>';
    expect(rewriteHtml(html)).toBe(html);
  });
  it('leaves a document without a head alone', () => {
    expect(rewriteHtml('<p>ľščť</p>')).toBe('<p>ľščť</p>');
  });
});

describe('SSR document rewrite: module preloads', () => {
  const head =
    '<html><head><title>Balóny</title><link rel="modulepreload" href="/assets/a.js" nonce="N1"/><link rel="icon" href="/f.svg"/><link rel="modulepreload" href="/assets/b.js" nonce="N1"/></head>';
  const body =
    '<body><main>ľščť</main><script nonce="N1">ctx()</script><script nonce="N1" type="module" async="">import "/assets/a.js";</script></body></html>';
  const script =
    '<script nonce="N1">(function(d){var f=d.createDocumentFragment();["/assets/a.js","/assets/b.js"].forEach(function(h){var l=d.createElement("link");l.rel="modulepreload";l.href=h;f.appendChild(l)});d.head.appendChild(f)})(document)</script>';

  it('takes them out of the head and adds them by a script right before the module script, in order', () => {
    expect(rewriteHtml(head + body, 'N1')).toBe(
      '<html><head><title>Balóny</title><link rel="icon" href="/f.svg"/></head>' +
        `<body><main>ľščť</main><script nonce="N1">ctx()</script>${script}<script nonce="N1" type="module" async="">import "/assets/a.js";</script></body></html>`,
    );
  });

  it('without a module script, the preload script comes at the end; without preloads nothing is added', () => {
    expect(rewriteHtml(`${head}<body>x</body></html>`, 'N1')).toBe(
      `<html><head><title>Balóny</title><link rel="icon" href="/f.svg"/></head><body>x</body></html>${script}`,
    );
    expect(rewriteHtml('<html><head></head><body><script type="module">m()</script></body></html>')).toBe(
      '<html><head></head><body><script type="module">m()</script></body></html>',
    );
  });

  it('escapes "<" in the list of modules', () => {
    const out = rewriteHtml('<html><head><link rel="modulepreload" href="/assets/</script>.js"/></head><body></body></html>');
    expect(out).not.toContain('"/assets/</script>');
    expect(out).toContain('\\u003c/script>.js');
  });
});
