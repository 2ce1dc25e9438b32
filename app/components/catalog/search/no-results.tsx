import { Link } from 'react-router';
import { useT } from '~/lib/root/use-root-data';

/** Nothing found: what to try next, and the main categories to browse. */
export function NoResults({ q, categories }: { q: string; categories: { id: number; name: string; url: string }[] }) {
  const t = useT();
  return (
    <section aria-labelledby="vysledky-nic" className="mt-8 max-w-3xl rounded-xl border border-line bg-surface p-5 desktop:p-6">
      <h2 id="vysledky-nic" className="text-xl font-bold break-words text-ink">
        {q ? t('search.no_results', { q }) : t('search.no_results_plain')}
      </h2>
      <p className="mt-3 font-semibold text-ink">{t('search.tips_heading')}</p>
      <ul className="mt-1 list-disc space-y-1 pl-5 text-ink">
        <li>{t('search.tip_spelling')}</li>
        <li>{t('search.tip_fewer_words')}</li>
        <li>{t('search.tip_synonym')}</li>
      </ul>
      {categories.length > 0 ? (
        <nav aria-labelledby="vysledky-nic-kategorie" className="mt-5">
          <h3 id="vysledky-nic-kategorie" className="font-semibold text-ink">
            {t('search.tip_browse')}
          </h3>
          <ul className="mt-2 flex flex-wrap gap-2">
            {categories.map((category) => (
              <li key={category.id}>
                <Link
                  to={category.url}
                  className="inline-block rounded-full border border-line bg-white px-4 py-2 font-semibold text-ink hover:border-brand-dark hover:text-brand-dark"
                >
                  {category.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </section>
  );
}
