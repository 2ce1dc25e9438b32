/**
 * Back-office texts of the owner's daily work (decisions 0089, 0090): guest buyers in the customer list, the
 * readable change history (field labels, values), the collapsible filters and the search across the back office.
 */
export const adminOwnerSk = {
  'admin.customers.kind': 'Druh',
  'admin.customers.kind_all': 'Všetci',
  'admin.customers.kind_accounts': 'S účtom',
  'admin.customers.kind_guests': 'Hostia (bez registrácie)',
  'admin.customers.guest_badge': 'hosť',
  'admin.customers.guest_orders_link': 'Objednávky hosťa {email}',
  'admin.customers.total': 'Obrat',
  'admin.customers.since': 'Od',
  'admin.customers.order_guest': 'bez prihlásenia',
  'admin.filter.toggle': 'Filtre',
  'admin.filter.toggle_active': 'Filtre (použité)',
} as const;

export const adminOwnerCs: Record<keyof typeof adminOwnerSk, string> = {
  'admin.customers.kind': 'Druh',
  'admin.customers.kind_all': 'Všichni',
  'admin.customers.kind_accounts': 'S účtem',
  'admin.customers.kind_guests': 'Hosté (bez registrace)',
  'admin.customers.guest_badge': 'host',
  'admin.customers.guest_orders_link': 'Objednávky hosta {email}',
  'admin.customers.total': 'Obrat',
  'admin.customers.since': 'Od',
  'admin.customers.order_guest': 'bez přihlášení',
  'admin.filter.toggle': 'Filtry',
  'admin.filter.toggle_active': 'Filtry (použité)',
};
