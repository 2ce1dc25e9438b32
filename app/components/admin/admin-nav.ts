/**
 * The side navigation of the back office. An area's page adds itself here (path under /admin, catalog key, the
 * role that may open it); the layout shows only what the user's role allows. Browser-safe.
 */
import type { AdminRole } from '@/domain/back-office/roles';
import type { MessageKey } from '@/i18n';

export interface AdminNavItem {
  to: string;
  label: MessageKey;
  role: AdminRole;
  /** exact match only (the dashboard), else the item is active for every path below it */
  end?: boolean;
}

export const ADMIN_NAV: readonly AdminNavItem[] = [
  { to: '/admin', label: 'admin.nav.dashboard', role: 'editor', end: true },
  { to: '/admin/objednavky', label: 'admin.nav.orders', role: 'admin' },
  { to: '/admin/vratenia', label: 'admin.nav.returns', role: 'admin' },
  { to: '/admin/produkty', label: 'admin.nav.products', role: 'admin' },
  { to: '/admin/kategorie', label: 'admin.nav.categories', role: 'admin' },
  { to: '/admin/hodnotenia', label: 'admin.nav.reviews', role: 'admin' },
  { to: '/admin/kupony', label: 'admin.nav.vouchers', role: 'admin' },
  { to: '/admin/zakaznici', label: 'admin.nav.customers', role: 'admin' },
  { to: '/admin/obsah', label: 'admin.nav.content', role: 'editor' },
  { to: '/admin/media', label: 'admin.nav.media', role: 'editor' },
  { to: '/admin/nastavenia', label: 'admin.nav.settings', role: 'admin' },
];
