/**
 * Contents of the global text modal by type (SPEC §2 "A global modal shows text content (width 800); an unknown
 * modal type shows an unknown-type text"; "Delivery and availability modals exist"). GET /api/modals/{type}:
 * - delivery: the 'Doprava a platba' page (pages.slug 'rozvoz'), sanitized, with the section generated from the
 *   configured carriers and payment methods (decision 0061);
 * - availability: what the availability texts mean (catalogue texts, escaped), with a link to the branches.
 * Any other type is unknown (null → 404); the modal then shows the unknown-type text.
 */
import type { DbOrTx } from '../../db/client';
import type { Translate } from '../../i18n';
import { escapeHtml } from '../../mail/order-confirmation';
import { DELIVERY_PAGE_SLUG, pageWithDeliveryFacts, type DeliveryPaymentFacts } from '../checkout/delivery-payment-facts';
import { findPublishedPageBySlug } from './pages';

export const MODAL_TYPES = ['delivery', 'availability'] as const;
type ModalType = (typeof MODAL_TYPES)[number];

export interface ModalContent {
  type: ModalType;
  title: string;
  /** sanitized HTML */
  html: string;
}

/** `deliveryFacts`: the shopper's delivery and payment facts (deliveryPaymentFacts), for the delivery modal. */
export async function getModalContent(
  db: DbOrTx,
  t: Translate,
  type: string,
  deliveryFacts: DeliveryPaymentFacts,
): Promise<ModalContent | null> {
  if (type === 'delivery') {
    const page = await findPublishedPageBySlug(db, DELIVERY_PAGE_SLUG);
    return page ? { type, title: page.title, html: pageWithDeliveryFacts(page, deliveryFacts, t).content } : null;
  }
  if (type === 'availability') {
    const e = escapeHtml;
    const items = [
      // the four states of the one availability rule (decision 0058)
      t('modal.availability_in_stock'),
      t('modal.availability_at_branches'),
      t('modal.availability_backorder'),
      t('modal.availability_not_in_stock'),
      t('modal.availability_pickup'),
    ];
    const html = `<ul>${items.map((text) => `<li>${e(text)}</li>`).join('')}</ul><p>${e(t('modal.availability_branches'))} <a href="/prodejny">${e(t('modal.availability_stores_link'))}</a></p>`;
    return { type, title: t('modal.availability_title'), html };
  }
  return null;
}
