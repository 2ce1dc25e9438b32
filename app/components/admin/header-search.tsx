/** The back office's header search box (decision 0099): a GET form to /admin/hladat, a labelled search field. */
import { Form } from 'react-router';
import { adminInputClass } from '~/components/admin/admin-styles';
import { useT } from '~/lib/use-root-data';

export function AdminHeaderSearch({ defaultValue = '' }: { defaultValue?: string }) {
  const t = useT();
  return (
    <Form method="get" action="/admin/hladat" role="search" aria-label={t('admin.search.label')} className="px-4 pb-3">
      <label htmlFor="admin-header-search" className="mb-1 block text-xs font-semibold text-ink">
        {t('admin.search.label')}
      </label>
      <input
        id="admin-header-search"
        type="search"
        name="q"
        defaultValue={defaultValue}
        maxLength={100}
        placeholder={t('admin.search.placeholder')}
        className={adminInputClass()}
      />
    </Form>
  );
}
