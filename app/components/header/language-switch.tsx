import { useRootData, useT } from '~/lib/root/use-root-data';

/**
 * Language indicator: the shop runs in one locale (PRODUCT.md), so it honestly shows the current one (SK, or CS
 * when the cs catalog is configured) instead of offering choices that do not exist.
 */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const t = useT();
  const { locale } = useRootData();
  return (
    <p className={`flex items-center gap-1 ${className}`}>
      <span className="sr-only">{t('header.language')}: </span>
      <span aria-hidden="true" className="rounded border border-current px-1.5 text-xs leading-5 font-bold">
        {locale.toUpperCase()}
      </span>
      <span className="sr-only">{t(locale === 'cs' ? 'frame.language_cs' : 'frame.language_sk')}</span>
    </p>
  );
}
