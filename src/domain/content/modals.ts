/**
 * Contents of the global text modal by type (SPEC §2 "A global modal shows text content (width 800); an unknown
 * modal type shows an unknown-type text"; "Delivery and availability modals exist"). GET /api/modals/{type}:
 * - delivery: the 'Doprava a platba' page (pages.slug 'rozvoz'), sanitized;
 * - availability: what the availability texts mean (catalogue texts, escaped), with a link to the branches.
 * Any other type is unknown (null → 404); the modal then shows the unknown-type text.
 */
import type { DbOrTx } from '../../db/client';
import type { Translate } from '../../i18n';
import { escapeHtml } from '../../mail/order-confirmation';
import { findPublishedPageBySlug } from './pages';

export const MODAL_TYPES = ['delivery', 'availability'] as const;
export type ModalType = (typeof MODAL_TYPES)[number];

export interface ModalContent {
  type: ModalType;
  title: string;
  /** sanitized HTML */
  html: string;
}

export async function getModalContent(db: DbOrTx, t: Translate, type: string): Promise<ModalContent | null> {
  if (type === 'delivery') {
    const page = await findPublishedPageBySlug(db, 'rozvoz');
    return page ? { type, title: page.title, html: page.content } : null;
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
