/**
 * A GET filter form above a list: fields as children (AdminField), a submit and a reset link. The current sort is
 * kept; the page goes back to 1 on every new filter (strana is not sent).
 *
 *   <FilterForm resetTo="/admin/objednavky" keep={{ zoradit: sort, smer: dir }}>
 *     <AdminField name="q" type="search" label="Hľadať" defaultValue={filters.q} />
 *   </FilterForm>
 */
import type { ReactNode } from 'react';
import { Form, Link } from 'react-router';
import { useT } from '~/lib/use-root-data';
import { adminLinkClass, adminPrimaryButton } from './admin-styles';

export function FilterForm({
  children,
  resetTo,
  keep,
}: {
  children: ReactNode;
  resetTo: string;
  keep?: Record<string, string | undefined>;
}) {
  const t = useT();
  return (
    <Form method="get" role="search" aria-label={t('admin.filter.label')} className="mb-4 rounded-lg border border-line bg-surface p-4">
      {Object.entries(keep ?? {}).map(([name, value]) => (value ? <input key={name} type="hidden" name={name} value={value} /> : null))}
      <div className="grid grid-cols-1 gap-3 tablet:grid-cols-2 desktop:grid-cols-4">{children}</div>
      <div className="mt-3 flex flex-wrap items-center gap-4">
        <button type="submit" className={adminPrimaryButton}>
          {t('admin.filter.submit')}
        </button>
        <Link to={resetTo} className={adminLinkClass}>
          {t('admin.filter.reset')}
        </Link>
      </div>
    </Form>
  );
}
