import { toTileViews, type TileView } from '~/components/catalog/tile-view';
import { redirect, useSearchParams, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/product';
import { getAvailabilityForVariants } from '@/domain/catalog/availability';
import {
  findVisibleProductIdBySlug,
  getProductDetail,
  variantLowestPrices30Days,
  type ProductDetail,
  type ProductVariantDetail,
} from '@/domain/catalog/product-detail';
import { listProductReviews } from '@/domain/catalog/reviews';
import { ADULT_PRODUCT_COOKIE, AdultProductDialog } from '~/components/catalog/product/adult-dialog';
import { Breadcrumbs } from '~/components/catalog/breadcrumbs';
import { SizeTable } from '~/components/catalog/listing/size-table';
import { BuyBox, toVariantStock, type VariantStock } from '~/components/catalog/product/buy-box';
import { ProductGallery } from '~/components/catalog/product/gallery';
import { JsonLd, productJsonLd } from '~/components/catalog/product/json-ld';
import { LastViewedRow } from '~/components/catalog/product/last-viewed-row';
import { ProductReviews, REVIEWS_SECTION_ID } from '~/components/catalog/product/reviews';
import { ProductGrid } from '~/components/catalog/product-tile';
import { Stars } from '~/components/catalog/stars';
import { RouteErrorBoundary } from '~/components/error-views';
import { RichText } from '~/components/rich-text';
import { loadCatalogContext } from '~/lib/root/catalog-context.server';
import { parseCookies } from '~/lib/http/cookies';
import type { LastViewedProduct } from '~/lib/browser/last-viewed';
import { notFoundMeta, pageMeta } from '~/lib/seo/seo';
import { notFound } from '~/lib/http/responses.server';
import { useRootData, useT } from '~/lib/root/use-root-data';
// reviews & watchdogs
import { loadProductCustomerState, productFormAction } from '~/components/catalog/product/product-forms.server';
import { ReviewForm } from '~/components/catalog/product/review-form';
import { WatchdogForm } from '~/components/catalog/product/watchdog-form';

const ID_PATTERN = /^\d{1,9}$/;
const BACKUP_PREFIX = '/backup-products/';

/**
 * Product detail /{id}/{category}/{product} and the alias /backup-products/{id?}/{category?}/{product}.
 * Unknown, hidden or non-numeric id → 404; a wrong category or product slug (or the alias) → 301 to the canonical
 * URL keeping the query; the alias without an id finds the product by its slug.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { db, richText } = context.services;
  const url = new URL(request.url);
  const ctx = await loadCatalogContext(request, context);

  let id: number | null = null;
  const rawId = params.id as string | undefined;
  if (rawId !== undefined && ID_PATTERN.test(rawId)) id = Number(rawId);
  else if (url.pathname.startsWith(BACKUP_PREFIX) && params.product) id = await findVisibleProductIdBySlug(db, params.product, ctx.now);
  if (!id) notFound();

  const detail = await getProductDetail(db, id, ctx, { richText, withSizeTable: true });
  if (!detail) notFound();
  if (url.pathname !== detail.url) throw redirect(`${detail.url}${url.search}`, 301);

  const [availability, reviews, lowestPrices] = await Promise.all([
    getAvailabilityForVariants(
      db,
      detail.variants.map((v) => v.id),
      { now: ctx.now },
    ),
    listProductReviews(db, detail.id, { page: 1 }),
    // the default variant's value comes from the detail, made in the same context
    variantLowestPrices30Days(db, detail, ctx, { sameContext: true }),
  ]);
  const stock: Record<number, VariantStock> = {};
  for (const v of detail.variants) stock[v.id] = toVariantStock(availability.get(v.id));

  const adultConfirmed = parseCookies(request.headers.get('cookie'))[ADULT_PRODUCT_COOKIE] === '1';
  // reviews & watchdogs: the customer's own review and watchdogs (null for a guest)
  const customer = await loadProductCustomerState(request, context, detail.id);
  return {
    // the rows' tiles in the form a tile shows (decision 0091)
    detail: {
      ...detail,
      related: toTileViews(detail.related),
      similar: toTileViews(detail.similar),
      sameMotif: toTileViews(detail.sameMotif),
    },
    stock,
    reviews,
    lowestPrices,
    adultConfirmed,
    currencyCode: ctx.currency.code,
    currencyDecimals: ctx.currency.decimals,
    customer,
  };
}

/** reviews & watchdogs: the review form and the restock watchdog post here (intent review, watchdog, watchdog-cancel). */
export async function action({ request, context }: Route.ActionArgs) {
  return productFormAction(request, context);
}

/** Choosing a variant only changes ?variant=: the page already has every variant's data, so nothing is refetched. */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname) {
    const a = new URLSearchParams(currentUrl.search);
    const b = new URLSearchParams(nextUrl.search);
    a.delete('variant');
    b.delete('variant');
    if (a.toString() === b.toString()) return false;
  }
  return defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ data, matches }) => {
  if (!data) return notFoundMeta(matches);
  const { detail } = data;
  // seo: the Product and BreadcrumbList JSON-LD are rendered in the page body (components/catalog/product/json-ld.tsx)
  return pageMeta(matches, {
    title: detail.name,
    description: detail.metaDescription || detail.shortDescription || detail.description,
    path: detail.url,
    type: 'product',
    image: detail.images[0]?.path ?? null,
    imageAlt: detail.name,
  });
};

/** The page's variant: ?variant=ID when it is one of the product's, else the default one. */
function pickVariant(detail: Omit<ProductDetail, 'related' | 'similar' | 'sameMotif'>, requested: string | null): ProductVariantDetail {
  const id = requested && ID_PATTERN.test(requested) ? Number(requested) : null;
  const found =
    detail.variants.find((v) => v.id === id) ?? detail.variants.find((v) => v.id === detail.defaultVariantId) ?? detail.variants[0];
  if (found) return found;
  // a product without variants (data mistake): its own price and stock
  return {
    id: 0,
    name: detail.name,
    code: detail.code,
    ean: detail.ean,
    size: null,
    color: null,
    isDefault: true,
    price: detail.price,
    priceSale: detail.priceSale,
    isPriceSaleActive: detail.isPriceSaleActive,
    display: detail.display,
    stock: detail.stock,
    inStock: detail.inStock,
    delivery: {
      key: detail.inStock ? 'availability.delivery_in_stock' : 'availability.delivery_not_in_stock',
      minDays: detail.inStock ? 1 : 3,
      maxDays: detail.inStock ? 2 : 5,
    },
    availability: detail.availability,
  };
}

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { detail, stock, reviews, lowestPrices, adultConfirmed, currencyCode, currencyDecimals, customer } = loaderData;
  const t = useT();
  const { currency, publicUrl } = useRootData();
  const [searchParams, setSearchParams] = useSearchParams();
  const selected = pickVariant(detail, searchParams.get('variant'));

  const selectVariant = (variantId: number) => {
    setSearchParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set('variant', String(variantId));
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  const defaultVariant = detail.variants.find((v) => v.id === detail.defaultVariantId) ?? detail.variants[0];
  const lastViewed: LastViewedProduct = {
    id: detail.id,
    name: detail.name,
    url: detail.url,
    is_price_sale_active: detail.display.isSale,
    tax_rate: { rate: detail.taxRate },
    original_price: defaultVariant?.price ?? detail.price,
    image: detail.images[0]?.path ?? null,
    price: detail.display.net,
  };
  const rows: Array<{ key: string; title: string; tiles: TileView[] }> = [
    { key: 'related', title: t('product.related'), tiles: detail.related },
    { key: 'similar', title: t('product.similar'), tiles: detail.similar },
    { key: 'same-motif', title: t('product.same_motif', { motif: detail.motif?.name ?? '' }), tiles: detail.sameMotif },
  ];
  const money = currency ?? { decimals: 2, symbol_before: '', symbol_after: 'Kč' };

  return (
    <div className="shop-container flex flex-col gap-10 py-6">
      {productJsonLd(detail, {
        publicUrl,
        currency: { code: currencyCode, decimals: currencyDecimals },
        homeName: t('common.home'),
      }).map((block, i) => (
        <JsonLd key={i} data={block} />
      ))}

      <div className="flex flex-col gap-4">
        <Breadcrumbs crumbs={[...detail.breadcrumb, { id: `product-${detail.id}`, name: detail.name, url: detail.url }]} />
        <article className="grid gap-6 desktop:grid-cols-2 desktop:gap-10" aria-labelledby="produkt-nazov">
          <ProductGallery images={detail.images} name={detail.name} />
          <div className="flex flex-col gap-4">
            <div className="flex flex-col gap-2">
              <h1 id="produkt-nazov" className="text-2xl leading-tight font-extrabold text-ink desktop:text-3xl">
                {detail.name}
              </h1>
              <dl className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-muted">
                {detail.brand ? (
                  <div className="flex gap-1">
                    <dt>{t('product.brand')}:</dt>
                    <dd className="font-semibold text-ink">{detail.brand.name}</dd>
                  </div>
                ) : null}
                <div className="flex gap-1">
                  <dt>{t('product.code')}:</dt>
                  <dd className="font-semibold text-ink" data-testid="product-code">
                    {selected.id > 0 && detail.variants.length > 1 ? selected.code : detail.code}
                  </dd>
                </div>
              </dl>
              <a href={`#${REVIEWS_SECTION_ID}`} className="self-start rounded hover:underline">
                <Stars average={detail.rating.average} count={detail.rating.count} />
              </a>
              {detail.shortDescription ? <p className="text-ink">{detail.shortDescription}</p> : null}
            </div>
            <BuyBox
              variants={detail.variants}
              selected={selected}
              onSelect={selectVariant}
              stock={stock}
              lowestPrices={lowestPrices}
              currency={money}
              isService={detail.isService}
              addons={detail.addons}
            />
            <SizeTable html={detail.sizeTable ?? null} />
            {/* reviews & watchdogs: restock watchdog of the selected variant when it is out of stock */}
            {!detail.isService && selected.id > 0 && (stock[selected.id]?.total ?? selected.stock) <= 0 ? (
              <WatchdogForm variantId={selected.id} loggedIn={customer !== null} watchdogId={customer?.watchdogs[selected.id] ?? null} />
            ) : null}
          </div>
        </article>
      </div>

      {detail.description || detail.parameters.length > 0 ? (
        <div className="grid gap-8 desktop:grid-cols-3">
          {detail.description ? (
            <section aria-labelledby="produkt-popis" className="desktop:col-span-2">
              <h2 id="produkt-popis" className="mb-3 text-2xl font-bold text-ink">
                {t('product.description')}
              </h2>
              <RichText
                html={detail.description}
                className="max-w-prose text-ink [&_a]:text-brand-dark [&_a]:underline [&_h2]:mt-4 [&_h2]:text-xl [&_h2]:font-bold [&_h3]:mt-3 [&_h3]:font-bold [&_li]:mb-1 [&_ol]:list-decimal [&_ol]:pl-5 [&_p]:mb-3 [&_ul]:mb-3 [&_ul]:list-disc [&_ul]:pl-5"
              />
            </section>
          ) : null}
          {detail.parameters.length > 0 ? (
            <section aria-labelledby="produkt-parametre">
              <h2 id="produkt-parametre" className="mb-3 text-2xl font-bold text-ink">
                {t('product.parameters')}
              </h2>
              <table className="w-full text-left text-sm">
                <tbody>
                  {detail.parameters.map((p, i) => (
                    <tr key={`${p.name}-${i}`} className="border-b border-line">
                      <th scope="row" className="py-2 pr-3 font-semibold text-muted">
                        {p.name}
                      </th>
                      <td className="py-2 text-ink">{p.value}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          ) : null}
        </div>
      ) : null}

      <ProductReviews
        reviews={reviews}
        rating={detail.rating}
        form={customer ? <ReviewForm productId={detail.id} ownReview={customer.ownReview} /> : null}
      />

      {rows.map((row) =>
        row.tiles.length > 0 ? (
          <section key={row.key} aria-labelledby={`produkty-${row.key}`}>
            <h2 id={`produkty-${row.key}`} className="mb-4 text-2xl font-bold text-ink">
              {row.title}
            </h2>
            <ProductGrid tiles={row.tiles} currency={money} staticId={`produkty-${row.key}-zoznam`} />
          </section>
        ) : null,
      )}

      <LastViewedRow product={lastViewed} />

      {detail.isAdult ? <AdultProductDialog confirmed={adultConfirmed} leaveTo={detail.defaultCategory?.url ?? '/'} /> : null}
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
