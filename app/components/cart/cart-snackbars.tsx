import type { MessageKey } from '@/i18n';
import { DangerSnackbar, SnackbarStack } from '~/components/snackbar';
import { cartStore, type Snackbar, type SnackbarKind } from '~/lib/cart/cart-store';
import { useT } from '~/lib/root/use-root-data';

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
    <SnackbarStack>
      {snackbars.map((s) => (
        <DangerSnackbar
          key={s.id}
          testId="cart-snackbar"
          message={s.message ?? t(MESSAGES[s.kind])}
          onClose={() => cartStore.dismissSnackbar(s.id)}
        />
      ))}
    </SnackbarStack>
  );
}
