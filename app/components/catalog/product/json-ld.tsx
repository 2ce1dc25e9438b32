import { useMemo } from 'react';
import { SCHEMA_ORG_AVAILABILITY, type AvailabilityVerdict } from '@/domain/catalog/availability-rule';
import type { ProductDetail } from '@/domain/catalog/product-detail';
import { isValidGtin } from '@/domain/feeds/ean';
import { mediaUrl } from '~/lib/format/media';
import { breadcrumbJsonLd, safeJsonLd } from '~/lib/seo/seo';

export function JsonLd({ data }: { data: unknown }) {
  const json = safeJsonLd(data);
  // the same object while the text is the same: React compares it by reference (see RichText)
  const inner = useMemo(() => ({ __html: json }), [json]);
  return <script type="application/ld+json" dangerouslySetInnerHTML={inner} />;
}

const absolute = (publicUrl: string, path: string) => `${publicUrl.replace(/\/+$/, '')}${path}`;

/** A minor-unit amount as schema.org wants it: "12.49". */
const decimal = (minor: number, decimals: number) => (minor / 10 ** decimals).toFixed(decimals);

/** schema.org availability of a verdict of the one availability rule (decision 0058); back-order with its date. */
const offerAvailability = (verdict: AvailabilityVerdict) => ({
  availability: SCHEMA_ORG_AVAILABILITY[verdict.state],
  ...(verdict.state === 'backorder' && verdict.restockDate ? { availabilityStarts: verdict.restockDate } : {}),
});

/** schema.org Product (with one Offer per variant and the rating) and BreadcrumbList of a product page. */
export function productJsonLd(
  detail: Omit<ProductDetail, 'related' | 'similar' | 'sameMotif'>,
  options: { publicUrl: string; currency: { code: string; decimals: number }; homeName: string },
) {
  const { publicUrl, currency } = options;
  const url = absolute(publicUrl, detail.url);
  const images = detail.images
    .map((i) => mediaUrl(i.path, 1200))
    .filter((src): src is string => src !== null)
    .map((src) => absolute(publicUrl, src));
  const offers = detail.variants.map((v) => ({
    '@type': 'Offer',
    ...(detail.variants.length > 1 ? { name: v.name } : {}),
    sku: v.code,
    ...(isValidGtin(v.ean) ? { gtin: v.ean } : {}),
    price: decimal(v.display.unit, currency.decimals),
    priceCurrency: currency.code,
    ...offerAvailability(v.availability),
    url: detail.variants.length > 1 ? `${url}?variant=${v.id}` : url,
    itemCondition: 'https://schema.org/NewCondition',
  }));
  if (offers.length === 0) {
    offers.push({
      '@type': 'Offer',
      sku: detail.code,
      price: decimal(detail.display.unit, currency.decimals),
      priceCurrency: currency.code,
      ...offerAvailability(detail.availability),
      url,
      itemCondition: 'https://schema.org/NewCondition',
    });
  }
  const product = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: detail.name,
    ...(images.length ? { image: images } : {}),
    ...(detail.metaDescription || detail.shortDescription ? { description: detail.metaDescription || detail.shortDescription } : {}),
    sku: detail.code,
    ...(isValidGtin(detail.ean) ? { gtin: detail.ean } : {}),
    ...(detail.brand ? { brand: { '@type': 'Brand', name: detail.brand.name } } : {}),
    ...(detail.defaultCategory ? { category: detail.breadcrumb.map((c) => c.name).join(' > ') } : {}),
    url,
    offers: offers.length === 1 ? offers[0] : offers,
    ...(detail.rating.count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: Number(detail.rating.average.toFixed(2)),
            reviewCount: detail.rating.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
  const breadcrumbs = breadcrumbJsonLd(publicUrl, [
    { name: options.homeName, path: '/' },
    ...detail.breadcrumb.map((c) => ({ name: c.name, path: c.url })),
    { name: detail.name, path: detail.url },
  ]);
  return [product, breadcrumbs];
}
