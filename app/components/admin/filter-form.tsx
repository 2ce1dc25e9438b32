/**
 * A GET filter form above a list: fields as children (AdminField), a submit and a reset link. The current sort is
 * kept; the page goes back to 1 on every new filter (strana is not sent).
 *
 *   <FilterForm resetTo="/admin/objednavky" keep={{ zoradit: sort, smer: dir }}>
 *     <AdminField name="q" type="search" label="Hľadať" defaultValue={filters.q} />
 *   </FilterForm>
 * `more` holds fields folded behind a "Filtre" button on narrow screens.
 */
import type { ReactNode } from 'react';
import { Form, Link } from 'react-router';
import { useT } from '~/lib/root/use-root-data';
import { adminLinkClass, adminPrimaryButton } from './admin-styles';

export function FilterForm({
  children,
  resetTo,
  keep,
  more,
  moreActive = false,
}: {
  children: ReactNode;
  resetTo: string;
  keep?: Record<string, string | undefined>;
  /**
   * Further fields that fold behind a "Filtre" button on phones and tablets, open when one of them is in use
   * (`moreActive`); on a desktop they are always shown (decision 0090).
   */
  more?: ReactNode;
  moreActive?: boolean;
}) {
  const t = useT();
  return (
    <Form method="get" role="search" aria-label={t('admin.filter.label')} className="mb-4 rounded-lg border border-line bg-surface p-4">
      {Object.entries(keep ?? {}).map(([name, value]) => (value ? <input key={name} type="hidden" name={name} value={value} /> : null))}
      <div className="grid grid-cols-1 gap-3 tablet:grid-cols-2 desktop:grid-cols-4">{children}</div>
      {more ? (
        <details open={moreActive} className="mt-3 desktop:[&::details-content]:[content-visibility:visible]" data-filter-more>
          <summary className="inline-flex min-h-10 cursor-pointer items-center rounded-md border border-brand-dark bg-white px-4 text-sm font-semibold text-brand-dark desktop:hidden">
            {t(moreActive ? 'admin.filter.toggle_active' : 'admin.filter.toggle')}
          </summary>
          <div className="mt-3 grid grid-cols-1 gap-3 tablet:grid-cols-2 desktop:mt-0 desktop:grid-cols-4">{more}</div>
        </details>
      ) : null}
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
