import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';

/**
 * The route table of SPEC.md section 2. Slovak paths; English aliases where the spec names them.
 * Static segments outrank dynamic ones, so /kosik beats /:slug and /blog/:id/:slug beats /:id/:category/:product.
 */
export default [
  layout('routes/layout-default.tsx', [
    index('routes/home.tsx'),
    route('kosik', 'routes/cart.tsx'),
    route('shrnuti/:id/:hash', 'routes/order-summary.tsx'),

    // account (login required)
    route('ucet', 'routes/account.tsx'),
    route('ucet/fakturacni-udaje', 'routes/account-invoice-data.tsx'),
    route('ucet/objednavka/:id', 'routes/account-order.tsx'),
    route('vratenie-tovaru', 'routes/return-guest.tsx'), // a guest's withdrawal or complaint (decision 0102)
    route('account/addresses', 'routes/account-addresses.tsx'),
    route('account/influencer', 'routes/account-influencer.tsx'),
    route('account/videos', 'routes/account-videos.tsx'),
    route('account/video/:id?', 'routes/account-video.tsx'),
    route('ucet/osobne-udaje', 'routes/account-personal-data.tsx'),
    route('ucet-zruseny', 'routes/account-erased.tsx'),

    // guest only
    route('registrace', 'routes/register.tsx'),
    route('account/register', 'routes/register.tsx', { id: 'routes/register-alias' }),
    route('obnova-hesla', 'routes/password-reset.tsx'),
    route('zmena-hesla/:hash', 'routes/password-change.tsx'),
    route('potvrdenie-emailu/:hash', 'routes/email-change-confirm.tsx'),
    route('prihlasenie', 'routes/login.tsx'),

    // content
    route('kariera', 'routes/careers.tsx'),
    route('kariera/:id/:slug', 'routes/career-detail.tsx'),
    route('info/kontakt', 'routes/info-page.tsx', { id: 'routes/info-contact' }),
    route('info/rozvoz', 'routes/info-page.tsx', { id: 'routes/info-delivery' }),
    route('info/o-nas', 'routes/info-page.tsx', { id: 'routes/info-about' }),
    route('info/:id/:slug', 'routes/info-page.tsx'),
    route('sluzby/:id/:slug', 'routes/service.tsx'),
    route('produkty/novinky', 'routes/product-list-special.tsx', { id: 'routes/products-new' }),
    route('produkty/akce', 'routes/product-list-special.tsx', { id: 'routes/products-sale' }),
    route('hledani', 'routes/search.tsx'),
    route('prodejny', 'routes/stores.tsx'),
    route('prodejny/:id', 'routes/store-detail.tsx'),
    route('eventy', 'routes/events.tsx'),
    route('eventy/novy', 'routes/event-new.tsx'),
    route('eventy/dekujeme', 'routes/event-thanks.tsx'),
    route('eventy/:id/:slug', 'routes/event-detail.tsx'),
    route('kontakty', 'routes/contacts.tsx'),
    route('contacts/:id', 'routes/contact-detail.tsx'),
    route('dokumenty', 'routes/documents.tsx'),
    route('blog', 'routes/blog.tsx'),
    route('blog/:id/:slug', 'routes/blog-post.tsx'),
    route('spokojenost', 'routes/generic-page.tsx', { id: 'routes/satisfaction' }),
    route('eshop/:slug?', 'routes/generic-page.tsx', { id: 'routes/eshop-page' }),
    route('backup-products/:id?/:category', 'routes/category.tsx', { id: 'routes/backup-category' }),
    route('backup-products/:id?/:category?/:product', 'routes/product.tsx', { id: 'routes/backup-product' }),

    // catch-alls by depth: /{slug}, /{id}/{category}, /{id}/{category?}/{product}
    route(':slug', 'routes/generic-page.tsx'),
    route(':id/:category', 'routes/category.tsx'),
    route(':id/:category/:product', 'routes/product.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
  layout('routes/layout-simple.tsx', [route('mimo-provoz', 'routes/maintenance.tsx')]),
  // an order's invoice or credit note as a PDF (decision 0098), for its owner or the holder of its summary link
  route('ucet/objednavka/:id/doklad/:documentId', 'routes/order-document.ts'),
  route('shrnuti/:id/:hash/doklad/:documentId', 'routes/order-document.ts', { id: 'routes/order-summary-document' }),
  // the customer's personal data as a JSON download (decision 0097)
  route('ucet/osobne-udaje/export', 'routes/account-personal-data-export.ts'),
  // complaint photos (decision 0102): the order's owner, and staff
  route('ucet/objednavka/:id/reklamacia/:requestId/foto/:photoId', 'routes/return-photo.ts'),
  route('admin/vratenia/:id/foto/:photoId', 'routes/admin/return-photo.ts'),
  // the packing slip prints without the back-office frame (decision 0072); its loader checks the admin role
  route('admin/objednavky/:id/dodaci-list', 'routes/admin/order-packing-slip.tsx'),
  route('admin/objednavky/dodacie-listy', 'routes/admin/order-packing-slips.tsx'),
  // carrier labels as PDF (decision 0104): one order's, or the selected orders' merged
  route('admin/objednavky/:id/stitok', 'routes/admin/order-shipment-label.ts'),
  route('admin/objednavky/stitky', 'routes/admin/order-shipment-label.ts', { id: 'routes/admin/order-shipment-labels' }),
  // back office: its own frame, no storefront overlays; every route checks its role (app/lib/admin/admin-guard.server.ts)
  route('admin', 'routes/admin/layout.tsx', [
    index('routes/admin/dashboard.tsx'),
    route('objednavky', 'routes/admin/orders.tsx'),
    route('objednavky/:id', 'routes/admin/order-detail.tsx'),
    route('objednavky/:id/upravit', 'routes/admin/order-edit.tsx'),
    route('vratenia', 'routes/admin/returns.tsx'), // returns and complaints (decision 0102)
    route('vratenia/:id', 'routes/admin/return-detail.tsx'),
    route('produkty', 'routes/admin/products.tsx'),
    route('produkty/novy', 'routes/admin/product-new.tsx'),
    route('produkty/import', 'routes/admin/product-import.tsx'), // CSV export and import (decision 0106)
    route('produkty/:id', 'routes/admin/product-edit.tsx'),
    route('kategorie', 'routes/admin/categories.tsx'),
    route('kategorie/nova', 'routes/admin/category-new.tsx'),
    route('kategorie/:id', 'routes/admin/category-edit.tsx'),
    // vouchers, customers, settings, subscribers (helper F)
    route('kupony', 'routes/admin/vouchers.tsx'),
    route('kupony/novy', 'routes/admin/vouchers-edit.tsx', { id: 'routes/admin/vouchers-new' }),
    route('kupony/:id', 'routes/admin/vouchers-edit.tsx'),
    route('zakaznici', 'routes/admin/customers.tsx'),
    route('zakaznici/skupiny', 'routes/admin/groups.tsx'),
    route('zakaznici/influenceri', 'routes/admin/influencers.tsx'),
    route('zakaznici/:id', 'routes/admin/customers-detail.tsx'),
    route('zakaznici/:id/osobne-udaje', 'routes/admin/customer-personal-data.tsx'), // decision 0097
    route('nastavenia', 'routes/admin/settings.tsx'),
    route('nastavenia/menu', 'routes/admin/settings-menus.tsx'),
    route('nastavenia/fakturacia', 'routes/admin/settings-invoicing.tsx'), // decision 0098
    route('nastavenia/doprava-a-platba', 'routes/admin/settings-delivery.tsx'), // decision 0124
    route('nastavenia/bannery', 'routes/admin/settings-banners.tsx'),
    route('nastavenia/bannery/novy', 'routes/admin/settings-banner-edit.tsx', { id: 'routes/admin/settings-banner-new' }),
    route('nastavenia/bannery/:id', 'routes/admin/settings-banner-edit.tsx'),
    route('odberatelia', 'routes/admin/subscribers.tsx'),
    route('hodnotenia', 'routes/admin/reviews.tsx'), // review moderation (decision 0063)
    route('hladat', 'routes/admin/search.tsx'), // the search across the back office (decision 0089)
    // content: posts, pages, services, jobs, events, documents, videos, stores, contacts (helper G)
    route('media', 'routes/admin/media.tsx'), // the media library (decision 0086)
    route('obsah', 'routes/admin/content/index.tsx'),
    route('obsah/:section', 'routes/admin/content/list.tsx'),
    route('obsah/:section/:id', 'routes/admin/content/edit.tsx'),
    route('*', 'routes/admin/not-found.tsx'),
  ]),
] satisfies RouteConfig;
