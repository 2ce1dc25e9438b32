import { describe, expect, it } from 'vitest';
import type { CartView } from '../../src/domain/cart/cart-view';
import { CART_PANEL_MS } from '../../src/lib/constants';
import { activeCart, CartStore, INITIAL_CART_STATE, SNACKBAR_MS, type CartStoreDeps } from '../../app/lib/cart/cart-store';
import type { DataLayerEvent } from '../../app/lib/browser/page-view-tracking';

function cart(id: number, items: Array<{ id: number; quantity: number }> = []): CartView {
  return {
    id,
    tempId: id === 0 ? '3f0e4b8e-7c43-4d0e-9a57-1b0f1f1e2a3b' : null,
    currency: { id: 2, code: 'EUR', decimals: 2, symbol_before: '', symbol_after: '€' },
    items: items.map((i) => ({ id: i.id, parent_id: null, children: [], quantity: i.quantity }) as unknown as CartView['items'][number]),
    vouchers: [],
    gifts: [],
    totals: {
      items: 0,
      group_discount: 0,
      subtotal: 0,
      vouchers: 0,
      total: 0,
      free_delivery: { threshold: 5952, missing: 5952, reached: false },
    },
  };
}

type Reply = { status: number; body: unknown };

/** A store on a scripted fetch and hand-driven timers. */
function harness(replies: Record<string, Reply | Reply[]>, tempId: string | null = null) {
  const calls: Array<{ method: string; url: string; body: unknown }> = [];
  const events: DataLayerEvent[] = [];
  const timers: Array<{ fn: () => void; ms: number; cleared: boolean }> = [];
  const deps: CartStoreDeps = {
    fetch: async (url, init) => {
      const method = init?.method ?? 'GET';
      calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : null });
      const key = `${method} ${url}`;
      const entry = replies[key];
      const reply = Array.isArray(entry) ? entry.shift() : entry;
      if (!reply) throw new Error(`unexpected call ${key}`);
      return new Response(JSON.stringify(reply.body), { status: reply.status, headers: { 'content-type': 'application/json' } });
    },
    setTimeout: (fn, ms) => {
      const timer = { fn, ms, cleared: false };
      timers.push(timer);
      return timer;
    },
    clearTimeout: (handle) => {
      (handle as { cleared: boolean }).cleared = true;
    },
    readGuestTempId: () => tempId,
    pushEvent: (e) => events.push(e),
    origin: () => 'http://shop.test',
  };
  const store = new CartStore(deps);
  const fire = (ms: number) => {
    for (const t of timers.filter((x) => x.ms === ms && !x.cleared)) {
      t.cleared = true;
      t.fn();
    }
  };
  return { store, calls, events, timers, fire };
}

describe('cart widget store (SPEC §4)', () => {
  it('starts unloaded and empty; a guest loads the cart of the guest-cart cookie', async () => {
    const h = harness(
      {
        'GET /api/cart/anonymous/sk/3f0e4b8e-7c43-4d0e-9a57-1b0f1f1e2a3b': {
          status: 200,
          body: { data: cart(5, [{ id: 1, quantity: 2 }]) },
        },
      },
      '3f0e4b8e-7c43-4d0e-9a57-1b0f1f1e2a3b',
    );
    expect(h.store.getSnapshot()).toEqual(INITIAL_CART_STATE);
    expect(h.store.getServerSnapshot()).toEqual(INITIAL_CART_STATE);
    const seen: string[] = [];
    h.store.subscribe(() => seen.push(h.store.getSnapshot().status));
    await h.store.load();
    expect(seen[0]).toBe('loading');
    expect(h.store.getSnapshot().status).toBe('loaded');
    expect(activeCart(h.store.getSnapshot())?.id).toBe(5);
    expect(h.calls[0]).toMatchObject({ method: 'GET', url: '/api/cart/anonymous/sk/3f0e4b8e-7c43-4d0e-9a57-1b0f1f1e2a3b' });
  });

  it('a guest without the cookie asks for tempId 0', async () => {
    const h = harness({ 'GET /api/cart/anonymous/sk/0': { status: 200, body: { data: cart(0) } } });
    await h.store.load();
    expect(activeCart(h.store.getSnapshot())?.id).toBe(0);
  });

  it('a customer takes the first cart as active; with none, one is created and the carts reload', async () => {
    const h = harness({
      'GET /api/cart/sk': [
        { status: 200, body: { data: [] } },
        { status: 200, body: { data: [cart(9), cart(3)] } },
      ],
      'POST /api/cart/create': { status: 201, body: { data: cart(9) } },
    });
    h.store.setEnv({ locale: 'sk', loggedIn: true });
    await h.store.load();
    expect(h.calls.map((c) => `${c.method} ${c.url}`)).toEqual(['GET /api/cart/sk', 'POST /api/cart/create', 'GET /api/cart/sk']);
    expect(activeCart(h.store.getSnapshot())?.id).toBe(9);
  });

  it('load and create failures are their own snackbars, which go away after a while or when closed', async () => {
    const failing = harness({ 'GET /api/cart/anonymous/sk/0': { status: 500, body: { message: 'down' } } });
    await failing.store.load();
    expect(failing.store.getSnapshot().snackbars).toEqual([{ id: 1, kind: 'cart_load', message: null }]);
    failing.fire(SNACKBAR_MS);
    expect(failing.store.getSnapshot().snackbars).toEqual([]);

    const noCreate = harness({
      'GET /api/cart/sk': { status: 200, body: { data: [] } },
      'POST /api/cart/create': { status: 500, body: {} },
    });
    noCreate.store.setEnv({ locale: 'sk', loggedIn: true });
    await noCreate.store.load();
    const snackbars = noCreate.store.getSnapshot().snackbars;
    expect(snackbars.map((s) => s.kind)).toEqual(['cart_create']);
    noCreate.store.dismissSnackbar(snackbars[0]!.id);
    expect(noCreate.store.getSnapshot().snackbars).toEqual([]);
  });

  it('removing a line: items not loaded until the carts reload, CZK remove event, no panel', async () => {
    const h = harness({
      'GET /api/cart/anonymous/sk/0': [
        { status: 200, body: { data: cart(5, [{ id: 11, quantity: 2 }]) } },
        { status: 200, body: { data: cart(5) } },
      ],
      'PUT /api/cart/5?currencyId=1': {
        status: 200,
        body: {
          data: {
            cart_id: 5,
            tempId: null,
            item_id: null,
            product: { id: 7, name: 'Balóny', default_category: null, price: 4900 },
            variant: { id: 24 },
            quantity: 0,
            original_quantity: 0,
          },
        },
      },
    });
    await h.store.load();
    const states: boolean[] = [];
    h.store.subscribe(() => states.push(h.store.getSnapshot().itemsLoaded));
    await h.store.setProduct({ id: 11, variantId: 24, quantity: 0 }, 2, { showPanel: false });
    expect(states[0]).toBe(false);
    expect(h.store.getSnapshot().itemsLoaded).toBe(true);
    expect(h.calls[1]).toMatchObject({ method: 'PUT', url: '/api/cart/5?currencyId=1', body: { id: 11, variantId: 24, quantity: 0 } });
    expect(h.events).toEqual([
      {
        event: 'remove_from_cart',
        ecommerce: {
          currency: 'CZK',
          value: 98,
          items: [{ item_id: '7', item_name: 'Balóny', item_variant: '24', price: 49, quantity: 2 }],
        },
      },
    ]);
    expect(activeCart(h.store.getSnapshot())?.items).toEqual([]);
    expect(h.store.getSnapshot().panelOpen).toBe(false);
  });

  it('an add shows the cart panel and the added product, both hidden after 3333 ms', async () => {
    const h = harness({ 'GET /api/cart/anonymous/sk/0': { status: 200, body: { data: cart(5, [{ id: 11, quantity: 3 }]) } } });
    await h.store.showAddResult({ itemId: 11, name: 'Balóny', added: 3, quantity: 3, capped: false });
    expect(h.store.getSnapshot()).toMatchObject({ panelOpen: true, added: { name: 'Balóny', added: 3 }, itemsLoaded: true });
    expect(h.timers.some((t) => t.ms === CART_PANEL_MS && !t.cleared)).toBe(true);
    h.fire(CART_PANEL_MS);
    expect(h.store.getSnapshot()).toMatchObject({ panelOpen: false, added: null });
  });

  it('a refused write shows the server message in the add-to-cart snackbar and reloads', async () => {
    const h = harness({
      'GET /api/cart/anonymous/sk/0': { status: 200, body: { data: cart(0) } },
      'PUT /api/cart/0?currencyId=1': {
        status: 422,
        body: { message: 'Skontrolujte zadané údaje', errors: { variantId: ['Tento produkt nie je možné pridať do košíka.'] } },
      },
    });
    expect(await h.store.setProduct({ variantId: 999, quantity: 1 })).toBeNull();
    expect(h.store.getSnapshot().snackbars).toEqual([
      { id: 1, kind: 'add_to_cart', message: 'Tento produkt nie je možné pridať do košíka.' },
    ]);
    expect(h.calls.map((c) => c.method)).toEqual(['PUT', 'GET']);
    expect(h.events).toEqual([]);
    h.store.reportAddFailure(null);
    expect(h.store.getSnapshot().snackbars[1]).toEqual({ id: 2, kind: 'add_to_cart', message: null });
  });

  it('a failed voucher removal is the voucher-delete snackbar, and the carts reload either way', async () => {
    const h = harness({
      'GET /api/cart/anonymous/sk/0': [
        { status: 200, body: { data: cart(5) } },
        { status: 200, body: { data: cart(5) } },
      ],
      'POST /api/voucher/cart/delete/5': {
        status: 422,
        body: { code: 'order_voucher_not_removable', message: 'Zľavový kód z objednávky nie je možné z košíka odstrániť.' },
      },
    });
    await h.store.load();
    await h.store.removeVoucher(9);
    expect(h.calls[1]).toMatchObject({ method: 'POST', url: '/api/voucher/cart/delete/5', body: { voucherId: 9 } });
    expect(h.store.getSnapshot().snackbars).toEqual([
      { id: 1, kind: 'voucher_delete', message: 'Zľavový kód z objednávky nie je možné z košíka odstrániť.' },
    ]);
    expect(h.calls.at(-1)).toMatchObject({ method: 'GET' });
  });
});
