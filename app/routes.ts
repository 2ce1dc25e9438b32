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
    route('account/addresses', 'routes/account-addresses.tsx'),
    route('account/influencer', 'routes/account-influencer.tsx'),
    route('account/videos', 'routes/account-videos.tsx'),
    route('account/video/:id?', 'routes/account-video.tsx'),

    // guest only
    route('registrace', 'routes/register.tsx'),
    route('account/register', 'routes/register.tsx', { id: 'routes/register-alias' }),
    route('obnova-hesla', 'routes/password-reset.tsx'),
    route('zmena-hesla/:hash', 'routes/password-change.tsx'),
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
] satisfies RouteConfig;
