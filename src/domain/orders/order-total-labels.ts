/**
 * Labels of the delivery and payment rows of an order's totals (summary page and confirmation e-mail). The method's
 * name follows a dash: carrier names carry their own brackets ("Kuriér (doručenie na adresu)"), and wrapping them in
 * more brackets read "Doprava (Kuriér (doručenie na adresu))" (decision 0062). Browser-safe (no database).
 */
import type { Translate } from '../../i18n';

/** 'Doprava – Kuriér (doručenie na adresu)', 'Platba – Bankový prevod'. */
export function orderTotalLabel(t: Translate, kind: 'delivery' | 'payment', methodName: string): string {
  const name = methodName.trim();
  const label = t(kind === 'delivery' ? 'order.total_delivery' : 'order.total_payment');
  return name ? t('order.total_method_named', { label, name }) : label;
}
