/** The checkout form as the browser posts it, shared by the page-action tests (checkout action, rate limits). */

export const CHECKOUT_BRANCH_ID = 1;

/** A valid guest checkout: personal pickup at branch 1, bank transfer; `null` leaves a field out. */
export function validCheckoutForm(overrides: Record<string, string | null> = {}): FormData {
  const fields: Record<string, string | null> = {
    intent: 'checkout',
    idempotencyKey: '5b0c3f8e-2a41-4c6e-9d2b-7f1e0a9c4d11',
    email: 'jana.kratka@example.sk',
    phonePrefix: '+421',
    phone: '905 111 222',
    carrier: 'pickup',
    pickupStoreId: String(CHECKOUT_BRANCH_ID),
    paymentMethod: 'bank_transfer',
    'invoice.firstname': 'Jana',
    'invoice.lastname': 'Krátka',
    'invoice.street': 'Obchodná 12',
    'invoice.city': 'Bratislava',
    'invoice.zip': '81106',
    'invoice.country': 'SK',
    note: 'Prosím zabaliť ako darček',
    termsAgreed: 'on',
    ...overrides,
  };
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== null) form.append(name, value);
  return form;
}
