/**
 * Crawler files, served by Hono outside /api (thin: the documents come from src/domain/seo and src/domain/feeds):
 * GET /robots.txt, /sitemap.xml (index), /sitemaps/<kind>-<n>.xml (parts), /feeds/heureka.xml, /feeds/google.xml.
 * The sitemap parts and the feeds stream (a ReadableStream pulling the domain's async generator: one chunk per
 * database batch, written as it arrives, paused while the client reads slowly).
 */
import { Hono } from 'hono';
import { offerSwitches } from '../../src/domain/checkout/delivery-payment-facts';
import { googleFeed } from '../../src/domain/feeds/google';
import { heurekaFeed } from '../../src/domain/feeds/heureka';
import { robotsTxt } from '../../src/domain/seo/robots';
import { parseSitemapPartName, sitemapIndexXml, sitemapPartStream, type SitemapOptions } from '../../src/domain/seo/sitemap';
import type { AppEnv } from '../app';
import { NOT_FOUND_MESSAGE } from '../http/errors';

/** Crawlers fetch these a few times a day; an hour keeps the database work low and the files fresh enough. */
const XML_CACHE = 'public, max-age=3600';
const ROBOTS_CACHE = 'public, max-age=86400';
const XML_TYPE = 'application/xml; charset=utf-8';

/**
 * An async generator of text as a byte stream with back-pressure. The first chunk is produced before the response
 * starts, so a failure there (database down) is still an ordinary 500; a failure later aborts the body.
 */
async function textStream(chunks: AsyncGenerator<string>, onError: (error: unknown) => void): Promise<ReadableStream<Uint8Array>> {
  const encoder = new TextEncoder();
  const first = await chunks.next();
  let pending: string | null = first.done ? null : first.value;
  let finished = Boolean(first.done);
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (pending !== null) {
        controller.enqueue(encoder.encode(pending));
        pending = null;
        return;
      }
      if (finished) return controller.close();
      try {
        const { value, done } = await chunks.next();
        if (done) {
          finished = true;
          controller.close();
        } else if (value) controller.enqueue(encoder.encode(value));
      } catch (error) {
        onError(error);
        controller.error(error);
      }
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
}

export function seoRoutes() {
  const app = new Hono<AppEnv>();
  const logError = (what: string) => (error: unknown) => console.error(`[error] ${what} stopped`, error);

  app.get('/robots.txt', (c) => {
    const { config } = c.get('services');
    c.header('Cache-Control', ROBOTS_CACHE);
    return c.text(robotsTxt(config.publicUrl));
  });

  const sitemapOptions = (c: { get: (key: 'services') => AppEnv['Variables']['services'] }): SitemapOptions => {
    const services = c.get('services');
    return { publicUrl: services.config.publicUrl, now: services.now() };
  };

  app.get('/sitemap.xml', async (c) => {
    const { db } = c.get('services');
    const xml = await sitemapIndexXml(db, sitemapOptions(c));
    return c.body(xml, 200, { 'Content-Type': XML_TYPE, 'Cache-Control': XML_CACHE });
  });

  app.get('/sitemaps/:name', async (c) => {
    const ref = parseSitemapPartName(c.req.param('name'));
    if (!ref) return c.json({ message: NOT_FOUND_MESSAGE }, 404);
    const { db } = c.get('services');
    const chunks = await sitemapPartStream(db, ref.kind, ref.part, sitemapOptions(c));
    if (!chunks) return c.json({ message: NOT_FOUND_MESSAGE }, 404);
    return c.body(await textStream(chunks, logError(`sitemap ${ref.kind}-${ref.part}`)), 200, {
      'Content-Type': XML_TYPE,
      'Cache-Control': XML_CACHE,
    });
  });

  app.get('/feeds/heureka.xml', async (c) => {
    const { db, config, now } = c.get('services');
    const chunks = heurekaFeed(db, { publicUrl: config.publicUrl, locale: config.locale, now: now(), offer: offerSwitches(config) });
    return c.body(await textStream(chunks, logError('heureka feed')), 200, { 'Content-Type': XML_TYPE, 'Cache-Control': XML_CACHE });
  });

  app.get('/feeds/google.xml', async (c) => {
    const { db, config, now, t } = c.get('services');
    const chunks = googleFeed(db, {
      publicUrl: config.publicUrl,
      locale: config.locale,
      now: now(),
      offer: offerSwitches(config),
      title: t('app.title'),
      description: t('app.tagline'),
    });
    return c.body(await textStream(chunks, logError('google feed')), 200, { 'Content-Type': XML_TYPE, 'Cache-Control': XML_CACHE });
  });

  app.all('/feeds/*', (c) => c.json({ message: NOT_FOUND_MESSAGE }, 404));
  return app;
}
