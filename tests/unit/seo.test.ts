/** app/lib/seo/seo.ts (head tags of every page) and the pure helpers of the feeds (escaping, GTIN, money). */
import { describe, expect, it } from 'vitest';
import { isValidGtin } from '../../src/domain/feeds/ean';
import { decimalAmount, htmlToPlainText, w3cDate, xmlAttr, xmlElement } from '../../src/domain/feeds/xml';
import { robotsTxt } from '../../src/domain/seo/robots';
import { parseSitemapPartName } from '../../src/domain/seo/sitemap';
import { absoluteImageUrl, breadcrumbJsonLd, noindexMeta, plainDescription, safeJsonLd, seoMeta } from '../../app/lib/seo/seo';

const ctx = { publicUrl: 'https://shop.example.sk', locale: 'sk' as const, siteName: 'Party shop' };
const root = [{ id: 'root', data: { locale: 'sk', publicUrl: 'https://shop.example.sk/' } }];

describe('seoMeta', () => {
  it('gives title, description, absolute canonical, Open Graph, Twitter card and JSON-LD descriptors', () => {
    const tags = seoMeta(ctx, {
      title: 'Balóny',
      description: '<p>Fóliové &amp; latexové balóny</p>',
      path: '/12/balony?page=2',
      type: 'article',
      image: '/media/a.webp',
      jsonLd: [{ '@type': 'Thing', name: '</script><script>alert(1)</script>' }],
    });
    const find = (key: string, value: string) =>
      tags.find((t) => (t as Record<string, unknown>)[key] === value) as Record<string, string> | undefined;
    expect(tags[0]).toEqual({ title: 'Balóny | Party shop' });
    expect(find('name', 'description')?.content).toBe('Fóliové & latexové balóny');
    expect(find('rel', 'canonical')?.href).toBe('https://shop.example.sk/12/balony?page=2');
    expect(find('property', 'og:url')?.content).toBe('https://shop.example.sk/12/balony?page=2');
    expect(find('property', 'og:type')?.content).toBe('article');
    expect(find('property', 'og:locale')?.content).toBe('sk_SK');
    expect(find('property', 'og:site_name')?.content).toBe('Party shop');
    expect(find('property', 'og:image')?.content).toBe('https://shop.example.sk/media/a.webp?w=1200');
    expect(find('name', 'twitter:card')?.content).toBe('summary_large_image');
    expect(find('name', 'robots')).toBeUndefined();
    expect(tags.filter((t) => 'script:ld+json' in t)).toHaveLength(1);
  });

  it('marks pages noindex and shortens long descriptions at a word', () => {
    expect(noindexMeta(root, 'Košík')).toEqual([{ title: 'Košík | Party shop' }, { name: 'robots', content: 'noindex, follow' }]);
    const long = plainDescription('slovo '.repeat(60));
    expect(long.length).toBeLessThanOrEqual(160);
    expect(long.endsWith('slovo…')).toBe(true);
    expect(absoluteImageUrl('https://s.sk', 'https://cdn.example/x.jpg')).toBe('https://cdn.example/x.jpg');
    expect(absoluteImageUrl('https://s.sk', 'x.webp')).toBe('https://s.sk/media/x.webp?w=1200');
    expect(absoluteImageUrl('https://s.sk', '//evil.example/x.jpg')).toBeNull();
  });

  it('JSON-LD text cannot close its script element', () => {
    const json = safeJsonLd(breadcrumbJsonLd('https://s.sk', [{ name: '</script><!--', path: '/' }]));
    expect(json).not.toMatch(/[<>&]/);
    expect(JSON.parse(json).itemListElement[0]).toMatchObject({ position: 1, name: '</script><!--', item: 'https://s.sk/' });
  });
});

describe('feed helpers', () => {
  it('escape XML, drop forbidden characters and turn rich text into plain text', () => {
    expect(xmlElement('A', 'x < y & "z"\u0000')).toBe('<A>x &lt; y &amp; "z"</A>');
    expect(xmlElement('A', '')).toBe('');
    expect(xmlAttr(`"'`)).toBe('&quot;&apos;');
    expect(htmlToPlainText('<p>a&nbsp;&#233;<br>b</p><style>p{}</style>')).toBe('a é b');
  });

  it('validate GTIN check digits, print money and dates', () => {
    expect(isValidGtin('8584012000019')).toBe(true);
    expect(isValidGtin('8584012000018')).toBe(false);
    expect(isValidGtin('96385074')).toBe(true);
    expect(isValidGtin('0000000000000')).toBe(false);
    expect(isValidGtin('85840120000a9')).toBe(false);
    expect(decimalAmount(123405, 2)).toBe('1234.05');
    expect(decimalAmount(7, 2)).toBe('0.07');
    expect(w3cDate(new Date('2026-01-02T03:04:05.678Z'))).toBe('2026-01-02T03:04:05+00:00');
  });

  it('robots.txt and sitemap part names', () => {
    expect(robotsTxt('https://s.sk/')).toContain('Sitemap: https://s.sk/sitemap.xml');
    expect(parseSitemapPartName('products-2.xml')).toEqual({ kind: 'products', part: 2 });
    expect(parseSitemapPartName('products-0.xml')).toBeNull();
    expect(parseSitemapPartName('secrets-1.xml')).toBeNull();
  });
});
