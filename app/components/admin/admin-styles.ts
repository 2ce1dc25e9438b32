/** Tailwind classes shared by the back-office screens (one look everywhere). */
export const adminInputClass = (invalid = false) =>
  `h-10 w-full rounded-md border bg-white px-3 text-sm text-ink focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-dark/40 ${
    invalid ? 'border-2 border-danger' : 'border-muted focus:border-brand-dark'
  }`;
export const adminTextareaClass = (invalid = false) =>
  `min-h-24 w-full rounded-md border bg-white px-3 py-2 text-sm text-ink focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-dark/40 ${
    invalid ? 'border-2 border-danger' : 'border-muted focus:border-brand-dark'
  }`;
export const adminPrimaryButton =
  'inline-flex min-h-10 items-center justify-center rounded-md bg-brand-dark px-4 text-sm font-semibold text-white hover:bg-ink disabled:cursor-wait disabled:opacity-80';
export const adminSecondaryButton =
  'inline-flex min-h-10 items-center justify-center rounded-md border border-brand-dark bg-white px-4 text-sm font-semibold text-brand-dark hover:bg-brand-light';
export const adminDangerButton =
  'inline-flex min-h-10 items-center justify-center rounded-md border border-danger bg-white px-4 text-sm font-semibold text-danger hover:bg-danger hover:text-white';
export const adminLinkClass = 'font-semibold text-brand-dark underline underline-offset-2 hover:text-ink';
export const adminCardClass = 'rounded-lg border border-line bg-white p-4 shadow-sm';
