/**
 * The order summary page body (/shrnuti/{id}/{hash}): header facts, payment (bank transfer with IBAN and QR, card
 * button, cash on delivery), items, totals with the VAT breakdown, delivery and invoice data.
 */
import type { ReactNode } from 'react';
import type { OrderSummary } from '@/domain/orders/order-summary';
import { orderTotalLabel } from '@/domain/orders/order-total-labels';
import { formatDiscount, formatMoney } from '@/domain/pricing/pricing';
import { formatShopDate } from '@/lib/shop-time';
import type { Translate } from '@/i18n';
import { useT } from '~/lib/root/use-root-data';

export type ReturnNotice = 'zaplatena' | 'zrusena' | 'caka' | 'neoverena' | null;

export function formatOrderDate(iso: string): string {
  return formatShopDate(iso);
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-lg border border-line p-4 tablet:p-6">
      <h2 id={id} className="mb-4 text-xl font-bold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="font-semibold text-ink" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

function AddressLines({ lines }: { lines: Array<string | null | undefined> }) {
  return (
    <address className="text-ink not-italic">
      {lines
        .filter((l): l is string => Boolean(l && l.trim()))
        .map((l, i) => (
          <span key={i} className="block">
            {l}
          </span>
        ))}
    </address>
  );
}

export function OrderFacts({ summary }: { summary: OrderSummary }) {
  const t = useT();
  return (
    <dl className="grid grid-cols-2 gap-4 rounded-lg bg-surface p-4 tablet:grid-cols-4">
      <Fact label={t('order.number')} testId="order-number">
        {summary.number}
      </Fact>
      <Fact label={t('order.date')}>
        <time dateTime={summary.createdAt}>{formatOrderDate(summary.createdAt)}</time>
      </Fact>
      <Fact label={t('order.state')} testId="order-state">
        {t(`order.state.${summary.state}`)}
      </Fact>
      <Fact label={t('order.variable_symbol')}>{summary.variableSymbol}</Fact>
    </dl>
  );
}

function returnNoticeText(t: Translate, notice: ReturnNotice): string | null {
  switch (notice) {
    case 'zrusena':
      return t('order.return_cancelled');
    case 'caka':
      return t('order.return_pending');
    case 'neoverena':
      return t('order.return_unverified');
    default:
      return null;
  }
}

export interface CardPaymentState {
  pending: boolean;
  error: string | null;
  redirectUrl: string | null;
}

export function PaymentPanel({
  summary,
  notice,
  card,
  cardForm,
}: {
  summary: OrderSummary;
  notice: ReturnNotice;
  card: CardPaymentState;
  /** the form that starts the card payment (a React Router <Form> in the route) */
  cardForm: (button: ReactNode) => ReactNode;
}) {
  const t = useT();
  const money = (minor: number) => formatMoney(minor, summary.currency);
  const noticeText = summary.isPaid ? null : returnNoticeText(t, notice);
  const bank = summary.payment.bankTransfer;

  return (
    <Section id="platba" title={t('order.payment')}>
      <p className="mb-3 text-ink">
        <span className="text-muted">{t('order.payment')}: </span>
        <span className="font-semibold">{summary.payment.methodName}</span>
      </p>
      {summary.isPaid ? (
        <p role="status" className="rounded-lg bg-teal-light p-4 font-bold text-success" data-testid="order-paid">
          {summary.totals.total === 0 ? t('order.nothing_to_pay') : t('order.paid')}
        </p>
      ) : null}
      {noticeText ? (
        <p role="status" className="mb-4 rounded-lg bg-orange-light p-4 text-ink">
          {noticeText}
        </p>
      ) : null}

      {bank ? (
        <div className="grid gap-6 tablet:grid-cols-[1fr_auto]">
          <div>
            <h3 className="mb-2 text-lg font-bold">{t('order.bank_title')}</h3>
            <p className="mb-4 text-ink">{t('order.bank_text')}</p>
            <dl className="grid gap-3">
              <Fact label={t('order.bank_account')} testId="bank-iban">
                {bank.ibanFormatted}
              </Fact>
              {bank.beneficiary ? <Fact label={t('order.bank_beneficiary')}>{bank.beneficiary}</Fact> : null}
              <Fact label={t('order.bank_amount')} testId="bank-amount">
                {money(bank.amount)}
              </Fact>
              <Fact label={t('order.variable_symbol')} testId="bank-vs">
                {bank.variableSymbol}
              </Fact>
              <Fact label={t('order.bank_message')}>{bank.message}</Fact>
            </dl>
          </div>
          {bank.qr.dataUrl ? (
            <figure className="flex flex-col items-center gap-2">
              <img
                src={bank.qr.dataUrl}
                width={200}
                height={200}
                className="size-[200px] rounded border border-line bg-white"
                alt={t('order.qr_alt', { iban: bank.ibanFormatted, amount: money(bank.amount), vs: bank.variableSymbol })}
                data-testid="payment-qr"
              />
              <figcaption className="max-w-[220px] text-center text-sm text-muted">
                <span className="block font-semibold text-ink">{t('order.qr_title')}</span>
                {bank.qr.kind === 'spayd' ? t('order.qr_hint_spayd') : t('order.qr_hint_paybysquare')}
              </figcaption>
            </figure>
          ) : null}
        </div>
      ) : null}

      {summary.payment.cardPayable ? (
        <div className="flex flex-col items-start gap-3">
          <p className="text-ink">{t('order.card_text')}</p>
          {card.error ? (
            <p role="alert" className="text-danger">
              {card.error}
            </p>
          ) : null}
          {card.redirectUrl ? (
            <a href={card.redirectUrl} className="rounded-full bg-brand-dark px-6 py-3 font-semibold text-white hover:bg-ink">
              {t('order.card_continue')}
            </a>
          ) : (
            cardForm(
              <button
                type="submit"
                disabled={card.pending}
                className="rounded-full bg-brand-dark px-6 py-3 font-semibold text-white hover:bg-ink disabled:opacity-60"
              >
                {card.pending ? t('common.loading') : t('order.card_pay')}
              </button>,
            )
          )}
        </div>
      ) : null}

      {summary.payment.methodCode === 'cod' && !summary.isPaid ? <p className="text-ink">{t('order.cod_text')}</p> : null}
    </Section>
  );
}

/** showCodes: the product code under each line (the back office and packing; decision 0072). */
export function OrderItemsTable({ summary, showCodes = false }: { summary: OrderSummary; showCodes?: boolean }) {
  const t = useT();
  const money = (minor: number) => formatMoney(minor, summary.currency);
  return (
    <Section id="polozky" title={t('order.items')}>
      {/* focusable: a phone scrolls the table sideways, and so must the keyboard */}
      <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={t('order.items')}>
        <table className="w-full min-w-[32rem] text-left text-sm">
          <thead>
            <tr className="border-b border-line text-muted">
              <th scope="col" className="py-2 pr-3 font-semibold">
                {t('order.item_name')}
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-semibold">
                {t('order.item_quantity')}
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-semibold">
                {t('order.item_unit_price')}
              </th>
              <th scope="col" className="py-2 text-right font-semibold">
                {t('order.item_total')}
              </th>
            </tr>
          </thead>
          <tbody>
            {summary.items.map((item) => (
              <tr key={item.id} className="border-b border-line align-top">
                <th scope="row" className={`py-2 pr-3 font-normal text-ink ${item.parentId ? 'pl-4' : ''}`}>
                  <span className="font-semibold">{item.name}</span>
                  {item.isGift ? <span className="ml-2 text-pink">({t('order.item_gift')})</span> : null}
                  {item.variantName ? (
                    <span className="block text-muted">
                      {t('order.item_variant')}: {item.variantName}
                    </span>
                  ) : null}
                  {showCodes && item.code ? (
                    <span className="block text-muted" data-testid="item-code">
                      {t('admin.order.item_code')}: {item.code}
                    </span>
                  ) : null}
                </th>
                <td className="py-2 pr-3 text-right whitespace-nowrap">{t('order.quantity_pcs', { count: item.quantity })}</td>
                <td className="py-2 pr-3 text-right whitespace-nowrap">{money(item.unitPrice)}</td>
                <td className="py-2 text-right font-semibold whitespace-nowrap">{money(item.total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Section>
  );
}

export function OrderTotals({ summary }: { summary: OrderSummary }) {
  const t = useT();
  const money = (minor: number) => formatMoney(minor, summary.currency);
  const { totals } = summary;
  const row = (label: string, value: string, strong = false, testId?: string) => (
    <div className={`flex justify-between gap-4 py-1 ${strong ? 'border-t border-line pt-2 text-lg font-bold' : ''}`}>
      <dt>{label}</dt>
      <dd className="whitespace-nowrap" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
  return (
    <Section id="suhrn" title={t('order.totals')}>
      <dl className="text-ink">
        {row(t('order.total_items'), money(totals.items))}
        {totals.discount > 0 ? row(t('order.total_discount'), formatDiscount(totals.discount, summary.currency)) : null}
        {row(orderTotalLabel(t, 'delivery', summary.delivery.carrierName), totals.delivery > 0 ? money(totals.delivery) : t('order.free'))}
        {row(orderTotalLabel(t, 'payment', summary.payment.methodName), totals.payment > 0 ? money(totals.payment) : t('order.free'))}
        {row(summary.isPaid ? t('order.total_paid') : t('order.total'), money(totals.total), true, 'order-total')}
      </dl>
      {totals.vat.length > 0 ? (
        <table className="mt-4 w-full text-left text-sm">
          <caption className="mb-1 text-left font-semibold text-muted">{t('order.vat_breakdown')}</caption>
          <thead>
            <tr className="border-b border-line text-muted">
              <th scope="col" className="py-1 pr-3 font-semibold">
                {t('order.vat_rate')}
              </th>
              <th scope="col" className="py-1 pr-3 text-right font-semibold">
                {t('order.vat_base')}
              </th>
              <th scope="col" className="py-1 pr-3 text-right font-semibold">
                {t('order.vat_amount')}
              </th>
              <th scope="col" className="py-1 text-right font-semibold">
                {t('order.vat_total')}
              </th>
            </tr>
          </thead>
          <tbody>
            {totals.vat.map((v) => (
              <tr key={v.rate} className="border-b border-line">
                <th scope="row" className="py-1 pr-3 font-normal">
                  {v.rate} %
                </th>
                <td className="py-1 pr-3 text-right whitespace-nowrap">{money(v.base)}</td>
                <td className="py-1 pr-3 text-right whitespace-nowrap">{money(v.vat)}</td>
                <td className="py-1 text-right whitespace-nowrap">{money(v.total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </Section>
  );
}

export function OrderAddresses({ summary }: { summary: OrderSummary }) {
  const t = useT();
  const { delivery, invoice } = summary;
  return (
    <Section id="doprava" title={t('order.delivery')}>
      <div className="grid gap-6 tablet:grid-cols-2">
        <div>
          <h3 className="mb-1 font-bold">{delivery.carrierName}</h3>
          {delivery.pickupStore ? (
            <>
              <p className="text-sm text-muted">{t('order.pickup_store')}</p>
              <AddressLines
                lines={[
                  delivery.pickupStore.name,
                  delivery.pickupStore.street,
                  `${delivery.pickupStore.zip ?? ''} ${delivery.pickupStore.town ?? ''}`,
                ]}
              />
            </>
          ) : null}
          {delivery.packetaPoint ? (
            <>
              <p className="text-sm text-muted">{t('order.packeta_point')}</p>
              <AddressLines lines={[delivery.packetaPoint.name ?? delivery.packetaPoint.id]} />
            </>
          ) : null}
          {delivery.address ? (
            <>
              <p className="text-sm text-muted">{t('order.delivery_address')}</p>
              <AddressLines
                lines={[
                  delivery.address.name,
                  delivery.address.company,
                  delivery.address.street,
                  `${delivery.address.zip} ${delivery.address.city}`,
                ]}
              />
            </>
          ) : null}
          {delivery.tracking ? (
            <p className="mt-2 text-sm" data-testid="order-tracking">
              <span className="text-muted">{t('order.tracking_number')}:</span>{' '}
              <span className="font-semibold">{delivery.tracking.number}</span>
              {delivery.tracking.url ? (
                <>
                  {' · '}
                  <a
                    href={delivery.tracking.url}
                    className="font-semibold text-brand-dark underline"
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    {t('order.tracking_link')}
                  </a>
                </>
              ) : null}
            </p>
          ) : null}
        </div>
        <div>
          <h3 className="mb-1 font-bold">{t('order.invoice_address')}</h3>
          <AddressLines
            lines={[
              invoice.company,
              invoice.name,
              invoice.street,
              `${invoice.zip} ${invoice.city}`,
              invoice.ico ? `${t('order.ico')}: ${invoice.ico}` : null,
              invoice.dic ? `${t('order.dic')}: ${invoice.dic}` : null,
              invoice.icDph ? `${t('order.ic_dph')}: ${invoice.icDph}` : null,
              summary.email,
            ]}
          />
        </div>
      </div>
      {summary.note ? (
        <p className="mt-4 text-ink">
          <span className="font-semibold">{t('order.note')}:</span> {summary.note}
        </p>
      ) : null}
    </Section>
  );
}
