import { RichText } from '~/components/rich-text';
import { useT } from '~/lib/root/use-root-data';

/** The category's size table (sanitized on the server) behind a disclosure. */
export function SizeTable({ html }: { html: string | null }) {
  const t = useT();
  if (!html) return null;
  return (
    <details className="mt-4 rounded-lg border border-line bg-white">
      <summary className="cursor-pointer px-4 py-3 font-semibold text-brand-dark">{t('listing.size_table')}</summary>
      <div className="overflow-x-auto px-4 pb-4" role="region" aria-label={t('listing.size_table')} tabIndex={0}>
        <RichText
          html={html}
          className="text-sm [&_p]:mt-2 [&_table]:w-full [&_table]:border-collapse [&_td]:border [&_td]:border-line [&_td]:px-2 [&_td]:py-1 [&_th]:border [&_th]:border-line [&_th]:bg-surface [&_th]:px-2 [&_th]:py-1 [&_th]:text-left"
        />
      </div>
    </details>
  );
}
