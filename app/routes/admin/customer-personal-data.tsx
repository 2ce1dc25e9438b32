/**
 * /admin/zakaznici/{id}/osobne-udaje (decision 0097): a customer's personal data on the customer's request: the JSON
 * export (GET /api/admin/customers/{id}/personal-data) and the erasure, the same domain function as the customer's
 * own /ucet/osobne-udaje and DELETE /api/admin/customers/{id}. Admin only.
 */
import { data, Form, Link, useNavigation, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/customer-personal-data';
import { erasePersonalData, PersonalDataError } from '@/domain/accounts/personal-data';
import { loadAdminCustomer } from '@/domain/accounts/admin-customers';
import { AdminErrorBoundary } from '~/components/admin/admin-error';
import { adminLinkClass, adminSecondaryButton } from '~/components/admin/admin-styles';
import { ConfirmButton } from '~/components/admin/confirm-button';
import { FlashMessage } from '~/components/admin/flash-message';
import { AdminPageHeader, AdminSection } from '~/components/admin/page-header';
import { adminMeta } from '~/lib/admin/admin-meta';
import { adminNotFound, adminParamId, requireAdminPage, type AdminRouteHandle } from '~/lib/admin/admin-guard.server';
import { readForm } from '~/lib/session/auth-session.server';
import { useT } from '~/lib/root/use-root-data';

export const handle = { adminRole: 'admin' } satisfies AdminRouteHandle;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdminPage(request, context, handle.adminRole);
  const id = adminParamId(params.id, context);
  const detail = await loadAdminCustomer(context.services.db, id);
  if (!detail) return adminNotFound(context);
  const { customer } = detail;
  return { id, name: customer.name || customer.email, email: customer.email };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = await requireAdminPage(request, context, handle.adminRole);
  const id = adminParamId(params.id, context);
  const { db, t } = context.services;
  // only the button's explicit intent erases: a stray or empty post never does
  if ((await readForm(request)).intent !== 'erase')
    return data({ erased: false as const, message: t('validation.summary') }, { status: 422 });
  try {
    const result = await erasePersonalData(db, id, { by: 'staff', actorId: user.id });
    if (!result) return adminNotFound(context);
    return { erased: true as const, message: t('admin.personal_data.flash.erased') };
  } catch (error) {
    if (!(error instanceof PersonalDataError)) throw error;
    return data({ erased: false as const, message: t(error.messageKey) }, { status: 422 });
  }
}

/** After the erasure the customer no longer exists: the page keeps showing its answer instead of reloading into a 404. */
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if ((actionResult as { erased?: boolean } | undefined)?.erased) return false;
  return defaultShouldRevalidate;
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'admin.personal_data.title');

export default function AdminCustomerPersonalData({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { id, name, email } = loaderData;
  const busy = useNavigation().state !== 'idle';
  if (actionData?.erased) {
    return (
      <>
        <AdminPageHeader title={t('admin.personal_data.title')} />
        <FlashMessage kind="success" text={actionData.message} />
        <p>
          <Link to="/admin/zakaznici" className={adminLinkClass}>
            ← {t('admin.customers.back')}
          </Link>
        </p>
      </>
    );
  }
  return (
    <>
      <p className="mb-2">
        <Link to={`/admin/zakaznici/${id}`} className={adminLinkClass}>
          ← {name}
        </Link>
      </p>
      <AdminPageHeader title={t('admin.personal_data.title')} intro={`${name} · ${email}`} />
      {actionData && !actionData.erased ? <FlashMessage kind="error" text={actionData.message} /> : null}
      <div className="grid gap-6 desktop:grid-cols-2">
        <AdminSection title={t('admin.personal_data.export_title')} id="personal-data-export">
          <p className="mb-3 text-sm">{t('admin.personal_data.export_text')}</p>
          <a href={`/api/admin/customers/${id}/personal-data`} download className={adminSecondaryButton}>
            {t('admin.personal_data.export_button')}
          </a>
        </AdminSection>
        <AdminSection title={t('admin.personal_data.erase_title')} id="personal-data-erase">
          <p className="mb-3 text-sm">{t('admin.personal_data.erase_text')}</p>
          <Form method="post">
            <ConfirmButton message={t('admin.personal_data.erase_confirm')} name="intent" value="erase" disabled={busy}>
              {t('admin.personal_data.erase_button')}
            </ConfirmButton>
          </Form>
        </AdminSection>
      </div>
    </>
  );
}

export { AdminErrorBoundary as ErrorBoundary };
