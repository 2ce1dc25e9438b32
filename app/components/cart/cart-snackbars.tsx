import type { MessageKey } from '@/i18n';
import { CloseIcon } from '~/components/icons';
import { cartStore, type Snackbar, type SnackbarKind } from '~/lib/cart-store';
import { useT } from '~/lib/use-root-data';

const MESSAGES: Record<SnackbarKind, MessageKey> = {
  cart_load: 'cart_widget.snack_cart_load',
  cart_create: 'cart_widget.snack_cart_create',
  add_to_cart: 'cart_widget.snack_add_to_cart',
  voucher_delete: 'cart_widget.snack_voucher_delete',
};

/** Red snackbars at the top of the page (SPEC §8): cart load, cart create, add-to-cart and voucher-delete failures. */
export function CartSnackbars({ snackbars }: { snackbars: Snackbar[] }) {
  const t = useT();
  if (snackbars.length === 0) return null;
  return (
    <div className="fixed inset-x-0 top-2 z-[70] flex flex-col items-center gap-2 px-2">
      {snackbars.map((s) => (
        <div
          key={s.id}
          role="alert"
          data-testid="cart-snackbar"
          className="flex w-full max-w-xl items-center gap-3 rounded-lg bg-danger px-4 py-2 font-semibold text-white shadow-lg"
        >
          <p className="flex-1">{s.message ?? t(MESSAGES[s.kind])}</p>
          <button
            type="button"
            onClick={() => cartStore.dismissSnackbar(s.id)}
            className="flex h-11 w-11 shrink-0 items-center justify-center rounded-md hover:bg-white/20"
            aria-label={t('cart_widget.snack_close')}
          >
            <CloseIcon size={18} />
          </button>
        </div>
      ))}
    </div>
  );
}
