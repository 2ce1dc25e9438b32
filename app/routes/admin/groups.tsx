/**
 * /admin/zakaznici/skupiny: customer groups: each group's name, description and discount percent edited in
 * its own form (the discount applies to every member's next cart view and order), a form for a new group, and the
 * audit log of the groups. Group 2 is the influencer group (SPEC §6).
 */
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import type { Route } from './+types/groups';
import { listAudit, type AuditEntry } from '@/domain/back-office/audit-log';
import { createCustomerGroup, listCustomerGroups, updateCustomerGroup } from '@/domain/accounts/admin-customers';
import { customerGroupSchema } from '@/domain/accounts/admin-customers-schema';
import { formatZodError, type FieldErrors } from '@/lib/validation';
import { AdminErrorBoundary } from '~/components/admin/admin-error';
import { adminLinkClass, adminPrimaryButton } from '~/components/admin/admin-styles';
import { AuditLogPanel } from '~/components/admin/audit-log-panel';
import { FlashMessage, UrlFlash, withFlash } from '~/components/admin/flash-message';
import { AdminField } from '~/components/admin/form-field';
import { AdminPageHeader, AdminSection } from '~/components/admin/page-header';
import { adminMeta } from '~/lib/admin/admin-meta';
import { adminNotFound, requireAdminPage, type AdminRouteHandle } from '~/lib/admin/admin-guard.server';
import { readForm } from '~/lib/session/auth-session.server';
import { useT } from '~/lib/root/use-root-data';

export const handle = { adminRole: 'admin' } satisfies AdminRouteHandle;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context, handle.adminRole);
  const { db } = context.services;
  const groups = await listCustomerGroups(db);
  const audits = await Promise.all(groups.map((g) => listAudit(db, 'customer_groups', g.id, 20)));
  const audit: AuditEntry[] = audits
    .flat()
    .sort((a, b) => b.at.localeCompare(a.at))
    .slice(0, 50);
  return { groups, audit };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdminPage(request, context, handle.adminRole);
  const { db, t } = context.services;
  const form = await readForm(request);
  const target = form.id && /^\d{1,9}$/.test(form.id) ? Number(form.id) : null;
  const values = { name: form.name ?? '', description: form.description ?? '', discount: form.discount ?? '' };
  const fail = (errors: FieldErrors) =>
    data({ ok: false as const, target, errors, values, message: t('validation.summary') }, { status: 422 });
  const parsed = customerGroupSchema.safeParse(values);
  if (!parsed.success) return fail(formatZodError(parsed.error, values, t));
  if (target === null) {
    await createCustomerGroup(db, parsed.data, user.id);
    throw redirect(withFlash('/admin/zakaznici/skupiny', 'admin.flash.created'));
  }
  const result = await updateCustomerGroup(db, target, parsed.data, user.id);
  if (!result.ok) return adminNotFound(context);
  throw redirect(withFlash('/admin/zakaznici/skupiny', 'admin.flash.saved'));
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'admin.groups.title');

export default function AdminGroups({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { groups, audit } = loaderData;
  const busy = useNavigation().state !== 'idle';
  const failed = actionData && !actionData.ok ? actionData : null;
  const forTarget = (id: number | null) => (failed && failed.target === id ? failed : null);
  const groupForm = (id: number | null, initial: { name: string; description: string; discount: string }) => {
    const f = forTarget(id);
    const v = f ? f.values : initial;
    const prefix = id === null ? 'group-new' : `group-${id}`;
    return (
      <Form
        method="post"
        className="grid grid-cols-1 items-end gap-3 tablet:grid-cols-[1fr_2fr_8rem_auto]"
        key={`${prefix}-${JSON.stringify(v)}`}
      >
        {id !== null ? <input type="hidden" name="id" value={id} /> : null}
        <AdminField
          id={`${prefix}-name`}
          name="name"
          label={t('admin.groups.name')}
          defaultValue={v.name}
          errors={f?.errors.name}
          required
          maxLength={100}
        />
        <AdminField
          id={`${prefix}-description`}
          name="description"
          label={t('admin.groups.description')}
          defaultValue={v.description}
          errors={f?.errors.description}
          maxLength={500}
        />
        <AdminField
          id={`${prefix}-discount`}
          name="discount"
          type="number"
          min={0}
          max={100}
          label={t('admin.groups.discount')}
          defaultValue={v.discount}
          errors={f?.errors.discount}
          required
        />
        <button type="submit" className={adminPrimaryButton} disabled={busy}>
          {id === null ? t('admin.groups.create') : t('admin.groups.save')}
        </button>
      </Form>
    );
  };
  return (
    <>
      <p className="mb-2">
        <Link to="/admin/zakaznici" className={adminLinkClass}>
          ← {t('admin.customers.back')}
        </Link>
      </p>
      <AdminPageHeader title={t('admin.groups.title')} intro={t('admin.groups.intro')} />
      <UrlFlash />
      {failed ? <FlashMessage kind="error" text={failed.message} /> : null}
      <div className="flex flex-col gap-6">
        {groups.map((g) => (
          <AdminSection
            key={g.id}
            title={t('admin.groups.group_title', { id: g.id, name: g.name, members: g.members })}
            id={`group-${g.id}`}
          >
            {groupForm(g.id, { name: g.name, description: g.description ?? '', discount: String(g.discount) })}
          </AdminSection>
        ))}
        <AdminSection title={t('admin.groups.new')} id="group-new">
          {groupForm(null, { name: '', description: '', discount: '0' })}
        </AdminSection>
        <AuditLogPanel entries={audit} />
      </div>
    </>
  );
}

export { AdminErrorBoundary as ErrorBoundary };
