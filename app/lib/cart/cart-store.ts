/**
 * The cart widget's state in the browser (SPEC §4): one empty cart marked unloaded at start; loading the carts
 * through the cart calls of SPEC §7 (a customer's list — the first is active, one is created when there is none —
 * or the guest cart of the guest-cart cookie); while a product is set the items count as not loaded until the
 * carts reload; after adding or changing a product the cart panel and the added-product panel show and hide after
 * 3333 ms; failures become red snackbars; every change pushes its add/remove event in CZK to the dataLayer.
 *
 * The header renders from `getServerSnapshot()` on the server (nothing loaded); the root loader's summary fills the
 * count until the store has loaded.
 */
import type { CartView } from '@/domain/cart/cart-view';
import { CART_PANEL_MS, GUEST_CART_COOKIE } from '@/lib/constants';
import { addOutcome, cartChangeEvent } from './cart-analytics';
import { parseCookies } from '../http/cookies';
import { pushDataLayer, type DataLayerEvent } from '../browser/page-view-tracking';

/** CZK: writes ask for the add-response in CZK, the analytics currency (the cart itself loads in the shop's). */
const ANALYTICS_CURRENCY_ID = 1;
/** How long a snackbar stays unless closed. */
export const SNACKBAR_MS = 8000;

export type SnackbarKind = 'cart_load' | 'cart_create' | 'add_to_cart' | 'voucher_delete';
export interface Snackbar {
  id: number;
  kind: SnackbarKind;
  /** the server's own message (e.g. a 422 field message) shown instead of the kind's default text */
  message: string | null;
}

/** The answer of PUT /api/cart/{cartId} (SPEC §3 add-response, prices in CZK haléře here). */
export interface CartChangeAnswer {
  cart_id: number;
  tempId: string | null;
  item_id: number | null;
  product: { id: number; name: string; default_category: { name: string } | null; price: number };
  variant: { id: number };
  quantity: number;
  original_quantity: number;
}

export interface AddedProduct {
  itemId: number | null;
  name: string;
  /** pieces that went in now */
  added: number;
  /** the line quantity now */
  quantity: number;
  /** the stock allowed fewer pieces than asked */
  capped: boolean;
}

export interface CartWidgetState {
  status: 'unloaded' | 'loading' | 'loaded';
  /** false while a product is being set, until the carts reload */
  itemsLoaded: boolean;
  carts: CartView[];
  panelOpen: boolean;
  added: AddedProduct | null;
  snackbars: Snackbar[];
  /** a write is under way (buttons show it and refuse a second click) */
  busy: boolean;
}

export interface CartEnv {
  locale: string;
  loggedIn: boolean;
}

export interface CartStoreDeps {
  fetch: (input: string, init?: RequestInit) => Promise<Response>;
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
  readGuestTempId: () => string | null;
  pushEvent: (event: DataLayerEvent) => void;
  origin: () => string;
}

export const INITIAL_CART_STATE: CartWidgetState = {
  status: 'unloaded',
  itemsLoaded: false,
  carts: [],
  panelOpen: false,
  added: null,
  snackbars: [],
  busy: false,
};

/** An API failure: the status and, for a 422, the first message the server gave. */
class CartApiError extends Error {
  constructor(
    readonly status: number,
    readonly serverMessage: string | null,
  ) {
    super(`cart call failed with status ${status}`);
    this.name = 'CartApiError';
  }
}

/** The first readable message of an error answer (422 field errors first, then `message`). */
function errorMessageOf(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null;
  const { errors, message } = body as { errors?: Record<string, unknown>; message?: unknown };
  if (errors && typeof errors === 'object') {
    for (const list of Object.values(errors)) if (Array.isArray(list) && typeof list[0] === 'string') return list[0];
  }
  return typeof message === 'string' ? message : null;
}

/** The active cart (SPEC §3: the first of the carts), or null before loading. */
export const activeCart = (state: CartWidgetState): CartView | null => state.carts[0] ?? null;

export class CartStore {
  private state: CartWidgetState = INITIAL_CART_STATE;
  private listeners = new Set<() => void>();
  private env: CartEnv = { locale: 'sk', loggedIn: false };
  private panelTimer: unknown = null;
  private snackbarSeq = 0;
  private loadSeq = 0;

  constructor(private readonly deps: CartStoreDeps) {}

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = () => this.state;

  getServerSnapshot = () => INITIAL_CART_STATE;

  private set(patch: Partial<CartWidgetState>) {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }

  /** Who the widget loads for; a change of locale or login state reloads a loaded cart. */
  setEnv(env: CartEnv) {
    const changed = env.locale !== this.env.locale || env.loggedIn !== this.env.loggedIn;
    this.env = env;
    if (changed && this.state.status !== 'unloaded') void this.load();
  }

  private async call<T>(path: string, init?: RequestInit): Promise<T> {
    const response = await this.deps.fetch(path, {
      ...init,
      credentials: 'same-origin',
      headers: { accept: 'application/json', clientUrl: this.deps.origin(), ...(init?.body ? { 'content-type': 'application/json' } : {}) },
    });
    const body: unknown = await response.json().catch(() => null);
    if (!response.ok) throw new CartApiError(response.status, errorMessageOf(body));
    return (body as { data: T }).data;
  }

  private snack(kind: SnackbarKind, error: unknown) {
    const id = ++this.snackbarSeq;
    const message = error instanceof CartApiError && error.status === 422 ? error.serverMessage : null;
    this.set({ snackbars: [...this.state.snackbars, { id, kind, message }] });
    this.deps.setTimeout(() => this.dismissSnackbar(id), SNACKBAR_MS);
  }

  dismissSnackbar(id: number) {
    if (!this.state.snackbars.some((s) => s.id === id)) return;
    this.set({ snackbars: this.state.snackbars.filter((s) => s.id !== id) });
  }

  setPanelOpen(open: boolean) {
    if (this.panelTimer !== null) {
      this.deps.clearTimeout(this.panelTimer);
      this.panelTimer = null;
    }
    this.set({ panelOpen: open, added: open ? this.state.added : null });
  }

  /** Loads the carts (SPEC §7). A customer without a cart gets one created and the carts reloaded. */
  async load(): Promise<void> {
    const seq = ++this.loadSeq;
    const current = () => seq === this.loadSeq; // a newer load supersedes this one
    this.set({ status: this.state.status === 'loaded' ? 'loaded' : 'loading' });
    const { locale, loggedIn } = this.env;
    const listPath = `/api/cart/${encodeURIComponent(locale)}`;
    let carts: CartView[];
    try {
      if (loggedIn) {
        carts = await this.call<CartView[]>(listPath);
      } else {
        const tempId = this.deps.readGuestTempId() || '0';
        carts = [await this.call<CartView>(`/api/cart/anonymous/${encodeURIComponent(locale)}/${encodeURIComponent(tempId)}`)];
      }
    } catch (error) {
      if (!current()) return;
      this.snack('cart_load', error);
      this.set({ status: 'loaded', itemsLoaded: true });
      return;
    }
    if (loggedIn && carts.length === 0) {
      try {
        await this.call<CartView>('/api/cart/create', { method: 'POST' });
        carts = await this.call<CartView[]>(listPath);
      } catch (error) {
        if (!current()) return;
        this.snack('cart_create', error);
        this.set({ status: 'loaded', itemsLoaded: true });
        return;
      }
    }
    if (!current()) return;
    this.set({ carts, status: 'loaded', itemsLoaded: true });
  }

  private showAdded(added: AddedProduct | null) {
    if (this.panelTimer !== null) this.deps.clearTimeout(this.panelTimer);
    this.set({ panelOpen: true, added });
    this.panelTimer = this.deps.setTimeout(() => {
      this.panelTimer = null;
      this.set({ panelOpen: false, added: null });
    }, CART_PANEL_MS);
  }

  private writeCartId(): number {
    return activeCart(this.state)?.id ?? 0;
  }

  /**
   * PUT /api/cart/{cartId}: adds (no id) or changes a line. Marks the items not loaded, reloads the carts, pushes the
   * analytics event and shows the panels. Returns the answer, or null after a failure (shown as a snackbar).
   */
  async setProduct(
    input: { id?: number; variantId: number; quantity: number; parentId?: number | null; note?: string | null },
    previousQuantity?: number,
    options: { showPanel?: boolean } = {},
  ): Promise<CartChangeAnswer | null> {
    this.set({ itemsLoaded: false, busy: true });
    try {
      const change = await this.call<CartChangeAnswer>(`/api/cart/${this.writeCartId()}?currencyId=${ANALYTICS_CURRENCY_ID}`, {
        method: 'PUT',
        body: JSON.stringify(input),
      });
      const outcome = input.id ? null : addOutcome(change, input.quantity);
      const event = cartChangeEvent(change, previousQuantity ?? outcome?.previous ?? 0);
      if (event) this.deps.pushEvent(event);
      await this.load();
      if (options.showPanel !== false) {
        this.showAdded(
          change.quantity > 0
            ? {
                itemId: change.item_id,
                name: change.product.name,
                added: outcome ? outcome.added : change.quantity,
                quantity: change.quantity,
                capped: change.original_quantity > change.quantity,
              }
            : null,
        );
      }
      return change;
    } catch (error) {
      this.snack('add_to_cart', error);
      await this.load();
      return null;
    } finally {
      this.set({ busy: false });
    }
  }

  /**
   * After the product page's add went through the /kosik route action (its analytics event is pushed there): the
   * carts reload and the panels show what went in.
   */
  async showAddResult(added: AddedProduct): Promise<void> {
    this.set({ itemsLoaded: false });
    await this.load();
    this.showAdded(added);
  }

  /** An add refused or failed outside the store (the product page's form): its red snackbar. */
  reportAddFailure(serverMessage: string | null) {
    this.snack('add_to_cart', serverMessage === null ? null : new CartApiError(422, serverMessage));
  }

  /** POST /api/voucher/cart/delete/{cartId}; the carts reload either way (SPEC §8). */
  async removeVoucher(voucherId: number): Promise<void> {
    this.set({ busy: true });
    try {
      await this.call<CartView>(`/api/voucher/cart/delete/${this.writeCartId()}`, { method: 'POST', body: JSON.stringify({ voucherId }) });
    } catch (error) {
      this.snack('voucher_delete', error);
    } finally {
      await this.load();
      this.set({ busy: false });
    }
  }
}

/** The page's one store. Its methods only run in the browser (effects and event handlers), never during a render. */
export const cartStore = new CartStore({
  fetch: (input, init) => window.fetch(input, init),
  setTimeout: (fn, ms) => window.setTimeout(fn, ms),
  clearTimeout: (handle) => window.clearTimeout(handle as number),
  readGuestTempId: () => parseCookies(document.cookie)[GUEST_CART_COOKIE] ?? null,
  pushEvent: pushDataLayer,
  origin: () => window.location.origin,
});
