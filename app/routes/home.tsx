import { Link } from 'react-router';
import type { Route } from './+types/home';
import { translator } from '@/i18n';
import { FREE_DELIVERY_FROM_CZK_MINOR } from '@/lib/constants';
import { handleCurrencyForm } from '~/components/currency-switch';
import { TruckIcon } from '~/components/icons';
import { formatCzkIn } from '~/lib/format-money';
import { mediaUrl } from '~/lib/media';
import type { RootData } from '~/lib/root-data';
import { useRootData, useT } from '~/lib/use-root-data';

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = matches.find((m) => m?.id === 'root')?.data as RootData | undefined;
  const t = translator(root?.locale ?? 'sk');
  return [{ title: `${t('app.title')} | ${t('app.tagline')}` }, { name: 'description', content: t('frame.home_description') }];
};

/** The currency switch posts here when JavaScript is off (sets the cookie and redirects back). */
export async function action({ request }: Route.ActionArgs) {
  const response = await handleCurrencyForm(request);
  if (response) return response;
  throw new Response(null, { status: 405 });
}

/** Minimal home (the catalogue work fills it): heading, top categories as tiles, free-delivery info. */
export default function HomePage() {
  const t = useT();
  const { categoriesMenu, currency } = useRootData();

  return (
    <div className="shop-container py-8">
      <h1 className="text-3xl font-extrabold text-ink">{t('app.title')}</h1>
      <p className="mt-1 text-lg text-muted">{t('app.tagline')}</p>

      <p className="mt-6 flex items-center gap-3 rounded-lg bg-teal-light px-4 py-3 font-semibold text-ink">
        <TruckIcon size={24} className="shrink-0 text-teal" />
        {t('delivery.free_from', { amount: formatCzkIn(FREE_DELIVERY_FROM_CZK_MINOR, currency) })}
      </p>

      {categoriesMenu.length > 0 ? (
        <section aria-labelledby="domov-kategorie" className="mt-8">
          <h2 id="domov-kategorie" className="mb-4 text-2xl font-bold text-ink">
            {t('header.categories')}
          </h2>
          <ul className="grid grid-cols-2 gap-3 tablet:grid-cols-3 desktop:grid-cols-4 wide:grid-cols-6">
            {categoriesMenu.map((category, index) => {
              const src = mediaUrl(category.image, 320);
              return (
                <li key={category.id}>
                  <Link
                    to={category.url}
                    className="group flex h-full flex-col overflow-hidden rounded-xl border border-line bg-white hover:border-brand-dark hover:shadow-md"
                  >
                    <span className="block aspect-square bg-brand-light">
                      {src ? (
                        <img
                          src={src}
                          alt=""
                          width={320}
                          height={320}
                          loading={index < 4 ? 'eager' : 'lazy'}
                          fetchPriority={index === 0 ? 'high' : undefined}
                          decoding="async"
                          className="h-full w-full object-cover"
                        />
                      ) : null}
                    </span>
                    <span className="block px-3 py-2.5 text-center font-semibold text-ink group-hover:text-brand-dark">
                      {category.name}
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
