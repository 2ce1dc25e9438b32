/** The category form of the back office (new and edit pages): name, slug, parent, visibility, position, description. */
import { Form } from 'react-router';
import type { AdminCategoryNode } from '@/domain/catalog/admin-catalog-categories';
import { adminPrimaryButton } from '~/components/admin/admin-styles';
import { AdminField } from '~/components/admin/form-field';
import { useT } from '~/lib/root/use-root-data';
import { fieldErrors, type FormValues } from './product-form';

export function CategoryForm({
  values,
  errors,
  tree,
  selfId,
  submitLabel,
  busy,
}: {
  values: FormValues;
  errors: Record<string, string[]>;
  tree: readonly AdminCategoryNode[];
  selfId: number | null;
  submitLabel: string;
  busy: boolean;
}) {
  const t = useT();
  const e = (name: string) => fieldErrors(errors, name);
  // a category cannot move under itself or one of its descendants
  const excluded = new Set<number>();
  if (selfId !== null) {
    excluded.add(selfId);
    for (const node of tree) if (node.parentId !== null && excluded.has(node.parentId)) excluded.add(node.id);
  }
  const parents = tree.filter((c) => !excluded.has(c.id)).map((c) => ({ value: String(c.id), label: `${'— '.repeat(c.depth)}${c.name}` }));
  return (
    <Form method="post" className="flex flex-col gap-4" noValidate>
      <input type="hidden" name="intent" value="category" />
      <div className="grid grid-cols-1 gap-4 tablet:grid-cols-2">
        <AdminField name="name" label={t('admin.category.name')} defaultValue={values.name} errors={e('name')} required maxLength={200} />
        <AdminField
          name="slug"
          label={t('admin.category.slug')}
          hint={t('admin.product.slug_hint')}
          defaultValue={values.slug}
          errors={e('slug')}
          maxLength={200}
        />
        <AdminField
          name="parentId"
          as="select"
          label={t('admin.category.parent')}
          emptyLabel={t('admin.category.parent_none')}
          defaultValue={values.parentId}
          errors={e('parentId')}
          options={parents}
        />
        <AdminField
          name="position"
          type="number"
          min={0}
          label={t('admin.category.position')}
          hint={t('admin.category.position_hint')}
          defaultValue={values.position}
          errors={e('position')}
        />
        <AdminField name="isVisible" type="checkbox" label={t('admin.category.visible')} defaultChecked={values.isVisible === 'on'} />
        <AdminField
          name="description"
          as="textarea"
          rows={6}
          label={t('admin.category.description')}
          hint={t('admin.product.description_hint')}
          defaultValue={values.description}
          errors={e('description')}
          className="tablet:col-span-2"
        />
      </div>
      <div>
        <button type="submit" className={adminPrimaryButton} disabled={busy}>
          {submitLabel}
        </button>
      </div>
    </Form>
  );
}
