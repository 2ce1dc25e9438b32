import { useEffect } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import type { Route } from './+types/account-order';
import { findCustomerOrderId, loadCustomerOrder } from '@/domain/accounts/customer-orders';
import { isCardPaymentEnabled } from '@/domain/payments/gateways';
import { listOrderDocuments } from '@/domain/invoices/invoices';
import { listOrderReturnRequests, loadReturnableOrder } from '@/domain/returns/return-requests';
import { translator } from '@/i18n';
import { AccountLayout } from '~/components/account/account-layout';
import { linkClass } from '~/components/forms/styles';
import { cardPaymentAction } from '~/components/order/card-payment.server';
import { RouteErrorBoundary } from '~/components/error-views';
import { OrderDocuments } from '~/components/order/order-documents';
import { ReturnRequestForm } from '~/components/returns/return-request-form';
import { ReturnRequestList } from '~/components/returns/return-request-list';
import { FormNotice } from '~/components/forms/field';
import { fileReturnFromPage } from '~/lib/returns/return-action.server';
import { OrderAddresses, OrderFacts, OrderItemsTable, OrderTotals, PaymentPanel } from '~/components/order/order-summary-view';
import { requireUser } from '~/lib/session/guards.server';
import type { RootData } from '~/lib/root/root-data';
import { notFound } from '~/lib/http/responses.server';
import { useT } from '~/lib/root/use-root-data';

/**
 * /ucet/objednavka/{id}: one of the customer's orders — number, date, state, variable symbol, items, totals,
 * delivery and payment, the bank account and payment QR while unpaid (the order summary view). Anybody else's order
 * and an unknown id are 404. Login required: a guest is redirected home.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const { db, config } = context.services;
  const summary = await loadCustomerOrder(db, user.id, params.id, { cardPaymentEnabled: isCardPaymentEnabled(config) });
  if (!summary) notFound();
  const [documents, returnable, returns] = await Promise.all([
    listOrderDocuments(db, summary.id),
    loadReturnableOrder(db, summary.id, context.services.now()),
    listOrderReturnRequests(db, summary.id),
  ]);
  return { summary, documents, returnable, returns };
}

/** 'Zaplatiť kartou' for an unpaid card order of the customer: starts the payment and answers the gateway address. */
export async function action({ params, request, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  const orderId = await findCustomerOrderId(context.services.db, user.id, params.id);
  if (orderId === null) notFound();
  // the return request (decision 0102) is the page's only multipart form
  if ((request.headers.get('content-type') ?? '').includes('multipart/form-data'))
    return fileReturnFromPage(request, context, { kind: 'customer', userId: user.id, orderId });
  return cardPaymentAction(context, orderId);
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export const meta: Route.MetaFunction = ({ data, matches }) => {
  const root = matches.find((m) => m?.id === 'root')?.data as RootData | undefined;
  const t = translator(root?.locale ?? 'sk');
  const title = data ? t('account.order_title', { number: data.summary.number }) : t('error.not_found_title');
  return [{ title: `${title} | ${t('app.title')}` }, { name: 'robots', content: 'noindex, nofollow' }];
};

export default function AccountOrderPage({ loaderData, actionData }: Route.ComponentProps) {
  const { summary, documents, returnable, returns } = loaderData;
  const returnAnswer = actionData && 'intent' in actionData && actionData.intent === 'return' ? actionData : null;
  const card = actionData && !returnAnswer ? actionData : null;
  const t = useT();
  const navigation = useNavigation();
  const redirectUrl = card?.data && 'redirectUrl' in card.data ? card.data.redirectUrl : null;

  // with JavaScript the customer goes straight on to the gateway; without it the page shows a link there
  useEffect(() => {
    if (redirectUrl) window.location.assign(redirectUrl);
  }, [redirectUrl]);

  return (
    <AccountLayout
      title={t('account.order_title', { number: summary.number })}
      actions={
        <Link to="/ucet" className={linkClass}>
          {t('account.order_back')}
        </Link>
      }
    >
      <OrderFacts summary={summary} />
      <PaymentPanel
        summary={summary}
        notice={null}
        card={{
          pending: navigation.state !== 'idle' && navigation.formMethod === 'POST',
          error: card?.ok === false ? card.message : null,
          redirectUrl,
        }}
        cardForm={(button) => <Form method="post">{button}</Form>}
      />
      <div className="grid gap-6 wide:grid-cols-3">
        <div className="min-w-0 wide:col-span-2">
          <OrderItemsTable summary={summary} />
        </div>
        <OrderTotals summary={summary} />
      </div>
      <OrderAddresses summary={summary} />
      <OrderDocuments documents={documents} hrefOf={(documentId) => `/ucet/objednavka/${summary.id}/doklad/${documentId}`} />
      {returnable && (returnable.deliveredAt || returns.length > 0) ? (
        <section aria-labelledby="returns-title" className="flex flex-col gap-4 rounded-xl border border-line bg-white p-5" id="vratenie">
          <h2 id="returns-title" className="text-xl font-bold text-ink">
            {t('returns.section')}
          </h2>
          {returnAnswer?.ok ? <FormNotice kind="success">{returnAnswer.message}</FormNotice> : null}
          <ReturnRequestList
            requests={returns}
            photoHref={(requestId, photoId) => `/ucet/objednavka/${summary.id}/reklamacia/${requestId}/foto/${photoId}`}
          />
          <ReturnRequestForm
            key={returnAnswer?.ok ? returnAnswer.stamp : 'form'}
            returnable={returnable}
            errors={returnAnswer && !returnAnswer.ok ? returnAnswer.errors : null}
            values={returnAnswer && !returnAnswer.ok ? returnAnswer.values : {}}
            stamp={returnAnswer?.stamp ?? null}
          />
        </section>
      ) : null}
    </AccountLayout>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
