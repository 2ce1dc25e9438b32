import { redirect } from 'react-router';
import type { Route } from './+types/account-addresses';
import {
  AddressLimitError,
  addressSchema,
  createAddress,
  deleteAddress,
  getAddress,
  listAddresses,
  MAX_ADDRESSES_PER_CUSTOMER,
  setDefaultAddress,
  updateAddress,
  type CustomerAddress,
} from '@/domain/accounts/addresses';
import { shopCountry } from '@/domain/checkout/checkout-rules';
import { translator, type MessageKey } from '@/i18n';
import { formatZodError, type FieldErrors } from '@/lib/validation';
import { AccountLayout } from '~/components/account/account-layout';
import {
  AddressForm,
  AddressList,
  AddressNotice,
  addressValuesOf,
  EDIT_PARAM,
  type AddressFailure,
  type AddressFormValues,
} from '~/components/account/address-book';
import { RouteErrorBoundary } from '~/components/error-views';
import { readForm } from '~/lib/session/auth-session.server';
import { requireUser } from '~/lib/session/guards.server';
import { formRefused } from '~/lib/http/responses.server';
import type { RootData } from '~/lib/root/root-data';
import { useT } from '~/lib/root/use-root-data';

/** ?oznam=… after a successful post (Post/Redirect/Get): which success notification to show. */
const NOTICE_PARAM = 'oznam';
const SUCCESS_NOTICES: Record<string, MessageKey> = {
  ulozena: 'account.address_saved',
  odstranena: 'account.address_deleted',
  predvolena: 'account.address_default_set',
};

const FIELDS = [
  'id',
  'name',
  'firstname',
  'lastname',
  'company',
  'street',
  'city',
  'zip',
  'country',
  'phonePrefix',
  'phone',
  'isDefault',
] as const;

/**
 * /account/addresses: the delivery address book. Login required: a guest is redirected home. A failed read shows
 * the SPEC §8 'address load' notification ('Skúste to prosím neskôr') instead of the list.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const { db, config, t } = context.services;
  const url = new URL(request.url);
  let addresses: CustomerAddress[] = [];
  let loadFailed = false;
  try {
    addresses = await listAddresses(db, user.id);
  } catch (error) {
    console.error('[account] loading addresses failed', error);
    loadFailed = true;
  }
  const editId = url.searchParams.get(EDIT_PARAM);
  const editing = editId ? (addresses.find((a) => String(a.id) === editId) ?? null) : null;
  const noticeKey = SUCCESS_NOTICES[url.searchParams.get(NOTICE_PARAM) ?? ''];
  const country = shopCountry(config.locale);
  const initial: AddressFormValues = editing
    ? addressValuesOf(editing)
    : { firstname: user.firstname, lastname: user.lastname, country, isDefault: addresses.length === 0 ? 'on' : '' };
  return {
    addresses,
    editing,
    initial,
    country,
    success: noticeKey ? t(noticeKey) : null,
    loadFailed: loadFailed ? t('account.address_load_failed') : null,
    editMissing: editId !== null && !editing && !loadFailed ? t('account.address_not_found') : null,
  };
}

function failure(result: { kind: AddressFailure; message: string; errors: FieldErrors; values: AddressFormValues }, status: number) {
  const values = Object.fromEntries(Object.entries(result.values).filter((e): e is [string, string] => typeof e[1] === 'string'));
  return formRefused<{ kind: AddressFailure }>(result.errors, { message: result.message, values, data: { kind: result.kind }, status });
}

const done = (notice: keyof typeof SUCCESS_NOTICES) => redirect(`/account/addresses?${NOTICE_PARAM}=${notice}`);

/** intent save (add or, with id, rewrite) / default / delete; only ever the customer's own addresses. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  const { db, config, t } = context.services;
  const form = await readForm(request);
  const values = Object.fromEntries(FIELDS.filter((k) => k in form).map((k) => [k, form[k]!.slice(0, 300)])) as AddressFormValues;
  const notFound = () => failure({ kind: 'not_found', message: t('account.address_not_found'), errors: {}, values: {} }, 404);
  try {
    if (form.intent === 'delete') return (await deleteAddress(db, user.id, form.id)) ? done('odstranena') : notFound();
    if (form.intent === 'default') return (await setDefaultAddress(db, user.id, form.id)) ? done('predvolena') : notFound();

    const parsed = addressSchema(shopCountry(config.locale)).safeParse(form);
    if (!parsed.success) {
      return failure({ kind: 'invalid', message: t('account.form_errors'), errors: formatZodError(parsed.error, form, t), values }, 422);
    }
    if (form.id) {
      if (!(await getAddress(db, user.id, form.id))) return notFound();
      return (await updateAddress(db, user.id, form.id, parsed.data)) ? done('ulozena') : notFound();
    }
    await createAddress(db, user.id, parsed.data);
    return done('ulozena');
  } catch (error) {
    if (error instanceof AddressLimitError) {
      return failure(
        { kind: 'invalid', message: t('account.address_limit', { max: MAX_ADDRESSES_PER_CUSTOMER }), errors: {}, values },
        422,
      );
    }
    console.error('[account] address action failed', error);
    const message = form.intent === 'delete' ? t('account.address_delete_failed') : t('account.address_save_failed');
    return failure({ kind: 'failed', message, errors: {}, values }, 500);
  }
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = matches.find((m) => m?.id === 'root')?.data as RootData | undefined;
  const t = translator(root?.locale ?? 'sk');
  return [{ title: `${t('account.addresses_title')} | ${t('app.title')}` }, { name: 'robots', content: 'noindex, nofollow' }];
};

export default function AccountAddressesPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { addresses, editing, initial, country, success, loadFailed, editMissing } = loaderData;
  const failureText = loadFailed ?? (actionData && actionData.data?.kind !== 'invalid' ? actionData.message : null) ?? editMissing;
  const formFailure = actionData?.data?.kind === 'invalid' ? actionData.message : null;
  return (
    <AccountLayout title={t('account.addresses_title')} intro={t('account.addresses_intro')}>
      <AddressNotice success={actionData ? null : success} failure={failureText ?? formFailure} />
      {loadFailed ? null : <AddressList addresses={addresses} />}
      {loadFailed ? null : <AddressForm editing={editing} initial={initial} result={actionData} country={country} />}
    </AccountLayout>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
