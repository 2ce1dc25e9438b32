import { useEffect } from 'react';
import { Form, useNavigation } from 'react-router';
import type { Route } from './+types/order-summary';
import { findOrderByAccessHash, getOrderSummary } from '@/domain/orders/order-summary';
import { isCardPaymentEnabled } from '@/domain/payments/gateways';
import { listOrderDocuments } from '@/domain/invoices/invoices';
import { translator } from '@/i18n';
import {
  OrderAddresses,
  OrderFacts,
  OrderItemsTable,
  OrderTotals,
  PaymentPanel,
  type ReturnNotice,
} from '~/components/order/order-summary-view';
import { cardPaymentAction } from '~/components/order/card-payment.server';
import { RouteErrorBoundary } from '~/components/error-views';
import { OrderDocuments } from '~/components/order/order-documents';
import type { RootData } from '~/lib/root/root-data';
import { notFound } from '~/lib/http/responses.server';
import { useT } from '~/lib/root/use-root-data';

const RETURN_NOTICES: ReadonlySet<string> = new Set(['zaplatena', 'zrusena', 'caka', 'neoverena']);

/**
 * Order summary /shrnuti/{id}/{hash} (SPEC §1, §2): number, date, state, variable symbol, items, totals, bank
 * account and payment QR, the card button for an unpaid card order. Unknown id or wrong hash → 404. The
 * `platba` query parameter is set by GET /api/payments/return/{id}/{hash} after the gateway.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { db, config } = context.services;
  const summary = await getOrderSummary(db, params.id, params.hash, { cardPaymentEnabled: isCardPaymentEnabled(config) });
  if (!summary) notFound();
  const platba = new URL(request.url).searchParams.get('platba');
  const notice: ReturnNotice = platba && RETURN_NOTICES.has(platba) ? (platba as ReturnNotice) : null;
  return { summary, notice, documents: await listOrderDocuments(db, summary.id), hash: params.hash };
}

/** 'Zaplatiť kartou': starts the card payment and answers the gateway address (the page then goes there). */
export async function action({ params, context }: Route.ActionArgs) {
  const order = await findOrderByAccessHash(context.services.db, params.id, params.hash);
  if (!order) notFound();
  return cardPaymentAction(context, order.id);
}

export function headers() {
  return { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' };
}

export const meta: Route.MetaFunction = ({ data, matches }) => {
  const root = matches.find((m) => m?.id === 'root')?.data as RootData | undefined;
  const t = translator(root?.locale ?? 'sk');
  const title = data
    ? `${t('order.meta_title', { number: data.summary.number })} | ${t('app.title')}`
    : `${t('error.not_found_title')} | ${t('app.title')}`;
  return [{ title }, { name: 'robots', content: 'noindex, nofollow' }];
};

export default function OrderSummaryPage({ loaderData, actionData }: Route.ComponentProps) {
  const { summary, notice, documents, hash } = loaderData;
  const t = useT();
  const navigation = useNavigation();
  const redirectUrl = actionData?.data?.redirectUrl ?? null;

  // with JavaScript the shopper goes straight on to the gateway; without it the page shows a link there
  useEffect(() => {
    if (redirectUrl) window.location.assign(redirectUrl);
  }, [redirectUrl]);

  return (
    <div className="shop-container flex flex-col gap-6 py-8">
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-extrabold text-ink desktop:text-3xl">{t('order.summary_title')}</h1>
        <p className="text-muted">{t('order.thanks', { email: summary.email })}</p>
      </div>
      <OrderFacts summary={summary} />
      <PaymentPanel
        summary={summary}
        notice={notice}
        card={{
          pending: navigation.state !== 'idle' && navigation.formMethod === 'POST',
          error: actionData?.ok === false ? actionData.message : null,
          redirectUrl,
        }}
        cardForm={(button) => <Form method="post">{button}</Form>}
      />
      <div className="grid gap-6 desktop:grid-cols-3">
        {/* min-w-0: the items table scrolls in its own box on a phone instead of widening the page */}
        <div className="min-w-0 desktop:col-span-2">
          <OrderItemsTable summary={summary} />
        </div>
        <OrderTotals summary={summary} />
      </div>
      <OrderAddresses summary={summary} />
      <OrderDocuments
        documents={documents}
        hrefOf={(documentId) => `/shrnuti/${summary.id}/${encodeURIComponent(hash)}/doklad/${documentId}`}
      />
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
