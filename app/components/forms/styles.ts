/** The buttons and links of the storefront forms (decision 0078). */
export const primaryButtonClass =
  'inline-flex h-11 items-center justify-center rounded-full bg-brand-dark px-6 font-semibold text-white hover:bg-ink disabled:cursor-wait disabled:opacity-80';
/** The full-width submit of the login, register and password forms. */
export const wideButtonClass = `${primaryButtonClass} w-full`;
export const secondaryButtonClass =
  'inline-flex h-11 items-center justify-center rounded-full border-2 border-brand-dark px-5 font-semibold text-brand-dark hover:bg-brand-light disabled:cursor-wait';
export const linkClass = 'font-semibold text-brand-dark underline underline-offset-2 hover:text-ink';
