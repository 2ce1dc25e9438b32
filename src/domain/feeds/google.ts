/**
 * The Google Merchant Center product feed (RSS 2.0 with the g: namespace,
 * https://support.google.com/merchants/answer/7052112): one item per variant with g:item_group_id shared by the
 * variants of one product, g:price "12.30 EUR" (regular) and g:sale_price with its effective date when on sale,
 * g:availability by the availability rule (decision 0058), g:gtin only when valid, g:shipping per carrier. Streamed like the Heureka feed. No HTTP.
 */
import type { DbOrTx } from '../../db/client';
import { shippableState, type AvailabilityState } from '../catalog/availability-rule';
import { carrierPriceFor, feedItemBatches, loadFeedContext, type FeedContext, type FeedItem, type FeedOptions } from './feed-source';
import { decimalAmount, w3cDate, xmlElement } from './xml';

const G_NS = 'http://base.google.com/ns/1.0';

/** g:availability of each state of the availability rule (decision 0058); at-branches goods are bought for pickup. */
const GOOGLE_AVAILABILITY: Record<AvailabilityState, string> = {
  in_stock: 'in_stock',
  at_branches: 'in_stock',
  backorder: 'backorder',
  unavailable: 'out_of_stock',
};

function googleItemXml(item: FeedItem, ctx: FeedContext): string {
  const money = (minor: number) => `${decimalAmount(minor, ctx.currency.decimals)} ${ctx.currency.code}`;
  const country = ctx.locale === 'cs' ? 'CZ' : 'SK';
  const parts = [
    xmlElement('g:id', item.itemId),
    xmlElement('title', item.name.slice(0, 150)),
    xmlElement('description', item.description),
    xmlElement('link', item.url),
    xmlElement('g:image_link', item.imageUrl),
    ...item.additionalImageUrls.map((u) => xmlElement('g:additional_image_link', u)),
    xmlElement('g:price', money(item.regularPrice)),
    item.isSale ? xmlElement('g:sale_price', money(item.price)) : '',
    item.isSale && (item.saleFrom || item.saleTo)
      ? xmlElement(
          'g:sale_price_effective_date',
          `${w3cDate(item.saleFrom ?? ctx.now)}/${w3cDate(item.saleTo ?? new Date(ctx.now.getTime() + 365 * 86_400_000))}`,
        )
      : '',
    xmlElement('g:availability', GOOGLE_AVAILABILITY[item.availability.state]),
    // backorder needs the date the goods are available: the merchant's restock date (decision 0058)
    item.availability.restockDate ? xmlElement('g:availability_date', w3cDate(`${item.availability.restockDate}T00:00:00Z`)) : '',
    xmlElement('g:condition', 'new'),
    xmlElement('g:brand', item.brand),
    xmlElement('g:gtin', item.ean),
    xmlElement('g:mpn', item.itemId),
    item.brand || item.ean ? '' : xmlElement('g:identifier_exists', 'no'),
    xmlElement('g:item_group_id', item.groupId),
    xmlElement('g:product_type', item.categoryPath.join(' > ')),
    xmlElement('g:color', item.color),
    xmlElement('g:size', item.size),
    item.isAdult ? xmlElement('g:adult', 'yes') : '',
  ];
  // goods only at branches are for personal pickup: no shipping offers (decision 0058)
  for (const carrier of ctx.carriers) {
    if (!shippableState(item.availability.state)) continue;
    parts.push(
      `<g:shipping>${xmlElement('g:country', country)}${xmlElement('g:service', carrier.name)}${xmlElement(
        'g:price',
        money(carrierPriceFor(carrier, item.price)),
      )}</g:shipping>`,
    );
  }
  return `<item>${parts.join('')}</item>\n`;
}

/** The whole feed as text chunks: channel head, one chunk per batch of products, the tail. */
export async function* googleFeed(db: DbOrTx, options: FeedOptions & { title: string; description: string }): AsyncGenerator<string> {
  const ctx = await loadFeedContext(db, options);
  yield `<?xml version="1.0" encoding="utf-8"?>\n<rss version="2.0" xmlns:g="${G_NS}">\n<channel>\n${xmlElement('title', options.title)}\n${xmlElement(
    'link',
    `${ctx.publicUrl}/`,
  )}\n${xmlElement('description', options.description)}\n`;
  for await (const batch of feedItemBatches(db, ctx)) {
    let chunk = '';
    for (const item of batch) chunk += googleItemXml(item, ctx);
    yield chunk;
  }
  yield '</channel>\n</rss>\n';
}
