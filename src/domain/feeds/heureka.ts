/**
 * The Heureka.sk product feed (XML, SHOP/SHOPITEM; https://sluzby.heureka.sk/napoveda/xml-feed/): one SHOPITEM per
 * variant, ITEMGROUP_ID shared by the variants of one product, prices with VAT in the feed currency (EUR) with two
 * decimals, absolute URLs, EAN only when its check digit is valid, DELIVERY_DATE by the availability rule (decision
 * 0058: 0 in stock, a back-order's restock date; what cannot be ordered is left out), DELIVERY per carrier. Generated as a stream of text chunks (one per batch of products): see feed-source.ts. No HTTP.
 */
import type { DbOrTx } from '../../db/client';
import type { CarrierCode } from '../../db/schema';
import { shippableState } from '../catalog/availability-rule';
import { carrierPriceFor, feedItemBatches, loadFeedContext, type FeedContext, type FeedItem, type FeedOptions } from './feed-source';
import { decimalAmount, xmlElement } from './xml';

/** Heureka's DELIVERY_ID of each carrier (their fixed list); a carrier without one is left out of DELIVERY. */
const HEUREKA_DELIVERY_IDS: Record<'sk' | 'cs', Partial<Record<CarrierCode, string>>> = {
  sk: { packeta: 'ZASILKOVNA', courier: 'VLASTNA_PREPRAVA' },
  cs: { packeta: 'ZASILKOVNA', courier: 'VLASTNI_PREPRAVA' },
};

const HEAD = '<?xml version="1.0" encoding="utf-8"?>\n<SHOP>\n';
const TAIL = '</SHOP>\n';

function heurekaItemXml(item: FeedItem, ctx: FeedContext): string {
  const money = (minor: number) => decimalAmount(minor, ctx.currency.decimals);
  const parts = [
    xmlElement('ITEM_ID', item.itemId),
    xmlElement('PRODUCTNAME', item.name),
    xmlElement('PRODUCT', item.name),
    xmlElement('DESCRIPTION', item.description),
    xmlElement('URL', item.url),
    xmlElement('IMGURL', item.imageUrl),
    ...item.additionalImageUrls.map((u) => xmlElement('IMGURL_ALTERNATIVE', u)),
    xmlElement('PRICE_VAT', money(item.price)),
    xmlElement('MANUFACTURER', item.brand),
    xmlElement('CATEGORYTEXT', item.categoryPath.join(' | ')),
    xmlElement('EAN', item.ean),
    xmlElement('PRODUCTNO', item.itemId),
    xmlElement('ITEMGROUP_ID', item.groupId),
    item.color ? `<PARAM>${xmlElement('PARAM_NAME', ctx.locale === 'cs' ? 'Barva' : 'Farba')}${xmlElement('VAL', item.color)}</PARAM>` : '',
    item.size
      ? `<PARAM>${xmlElement('PARAM_NAME', ctx.locale === 'cs' ? 'Velikost' : 'Veľkosť')}${xmlElement('VAL', item.size)}</PARAM>`
      : '',
    // 0 = in stock (the warehouse, or a branch for pickup); a back-order's restock date; unavailable items are left out
    xmlElement('DELIVERY_DATE', item.availability.restockDate ?? 0),
  ];
  const ids = HEUREKA_DELIVERY_IDS[ctx.locale];
  for (const carrier of ctx.carriers) {
    const id = ids[carrier.code];
    if (!id || !shippableState(item.availability.state)) continue;
    const price = carrierPriceFor(carrier, item.price);
    parts.push(
      `<DELIVERY>${xmlElement('DELIVERY_ID', id)}${xmlElement('DELIVERY_PRICE', money(price))}${
        ctx.codFee === null ? '' : xmlElement('DELIVERY_PRICE_COD', money(price + ctx.codFee))
      }</DELIVERY>`,
    );
  }
  return `<SHOPITEM>${parts.join('')}</SHOPITEM>\n`;
}

/** The whole feed as text chunks: the head, one chunk per batch of products, the tail. */
export async function* heurekaFeed(db: DbOrTx, options: FeedOptions): AsyncGenerator<string> {
  const ctx = await loadFeedContext(db, options);
  yield HEAD;
  for await (const batch of feedItemBatches(db, ctx)) {
    let chunk = '';
    // what cannot be ordered is not advertised (decision 0058)
    for (const item of batch) if (item.availability.orderable) chunk += heurekaItemXml(item, ctx);
    yield chunk;
  }
  yield TAIL;
}
