import { Link } from 'react-router';
import type { Route } from './+types/account-erased';
import { translator } from '@/i18n';
import { primaryButtonClass } from '~/components/forms/styles';
import type { RootData } from '~/lib/root/root-data';
import { useT } from '~/lib/root/use-root-data';

/** /ucet-zruseny: where the customer lands after erasing the account (decision 0097). */
export const meta: Route.MetaFunction = ({ matches }) => {
  const root = matches.find((m) => m?.id === 'root')?.data as RootData | undefined;
  const t = translator(root?.locale ?? 'sk');
  return [{ title: `${t('account.erased_title')} | ${t('app.title')}` }, { name: 'robots', content: 'noindex, nofollow' }];
};

export default function AccountErasedPage() {
  const t = useT();
  return (
    <div className="shop-container flex max-w-2xl flex-col gap-4 py-10">
      <h1 className="text-2xl font-extrabold text-ink desktop:text-3xl">{t('account.erased_title')}</h1>
      <p role="status">{t('account.erased_text')}</p>
      <div>
        <Link to="/" className={primaryButtonClass}>
          {t('account.erased_home')}
        </Link>
      </div>
    </div>
  );
}
