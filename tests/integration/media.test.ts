/** GET /media/*: generated illustrations rendered on first request, resized variants cached, bad paths refused. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../setup/test-database';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t?.cleanup();
});

describe('media', () => {
  it('renders one illustration for many simultaneous requests, original and resized', async () => {
    const urls = [
      ...Array.from({ length: 6 }, () => '/media/generated/ornament-red-1.webp?w=320'),
      ...Array.from({ length: 6 }, () => '/media/generated/ornament-red-1.webp'),
    ];
    const responses = await Promise.all(urls.map((url) => t.app.request(url)));
    for (const res of responses) {
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      const body = Buffer.from(await res.arrayBuffer());
      expect(body.subarray(8, 12).toString('ascii')).toBe('WEBP');
    }
  });

  it('refuses unknown widths, unknown illustrations and paths outside the media folder', async () => {
    expect((await t.app.request('/media/generated/ornament-red-1.webp?w=333')).status).toBe(400);
    expect((await t.app.request('/media/generated/unknown-kind-1.webp')).status).toBe(404);
    expect((await t.app.request('/media/..%2F..%2Fetc%2Fpasswd.png')).status).toBe(400); // dot segments are refused before any route (decision 0054)
    expect((await t.app.request('/media/generated/ornament-red-1.exe')).status).toBe(404);
  });
});
