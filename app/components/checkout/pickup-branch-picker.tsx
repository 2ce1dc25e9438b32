/**
 * Personal pickup: the branch select, the chosen branch's address and opening hours, and — asked from
 * POST /api/checkout/pickup-availability whenever the branch changes — the notice 'Tovar na predajni nie je skladom,
 * doručenie môže trvať až 10 dní.' when the branch lacks some of the cart's goods (SPEC §8).
 */
import { useEffect, useState } from 'react';
import type { PickupBranch } from '@/domain/checkout/delivery-options';
import type { MessageKey } from '@/i18n';
import { useT } from '~/lib/root/use-root-data';
import { ErrorList, fieldAria, inputClass } from '~/components/forms/field';
import { checkoutFieldId } from './checkout-form-context';

const PICKUP_AVAILABILITY_API = '/api/checkout/pickup-availability';

const DAY_KEYS: MessageKey[] = [
  'checkout_form.day_1',
  'checkout_form.day_2',
  'checkout_form.day_3',
  'checkout_form.day_4',
  'checkout_form.day_5',
  'checkout_form.day_6',
  'checkout_form.day_7',
];

type Availability = { storeId: number; state: 'loading' | 'in_stock' | 'missing' | 'failed' };

interface Props {
  branches: PickupBranch[];
  value: string;
  onChange: (value: string) => void;
  errors?: readonly string[];
  stockLines: Array<{ variantId: number; quantity: number }>;
}

export function PickupBranchPicker({ branches, value, onChange, errors, stockLines }: Props) {
  const t = useT();
  const name = 'pickupStoreId';
  const id = checkoutFieldId(name);
  const branch = branches.find((b) => String(b.id) === value) ?? null;
  const [availability, setAvailability] = useState<Availability | null>(null);

  useEffect(() => {
    if (!branch || stockLines.length === 0) {
      setAvailability(null);
      return;
    }
    const controller = new AbortController();
    setAvailability({ storeId: branch.id, state: 'loading' });
    fetch(PICKUP_AVAILABILITY_API, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ storeId: branch.id, lines: stockLines }),
      signal: controller.signal,
    })
      .then(async (res) => {
        if (!res.ok) throw new Error(`pickup availability: HTTP ${res.status}`);
        const body = (await res.json()) as { data: { missing: unknown[] } };
        setAvailability({ storeId: branch.id, state: body.data.missing.length > 0 ? 'missing' : 'in_stock' });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn(error);
        setAvailability({ storeId: branch.id, state: 'failed' });
      });
    return () => controller.abort();
    // stockLines is a fresh array on every loader run; its content is what matters
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [branch?.id, JSON.stringify(stockLines)]);

  const current = availability && branch && availability.storeId === branch.id ? availability.state : null;

  return (
    <div className="flex flex-col gap-3" data-testid="pickup-branch">
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="text-sm font-semibold text-ink">
          {t('checkout_form.pickup_branch')}
          <span aria-hidden="true" className="text-danger">
            {' '}
            *
          </span>
        </label>
        <select
          id={id}
          name={name}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-required
          className={inputClass(Boolean(errors?.length))}
          {...fieldAria(id, errors)}
        >
          <option value="">{t('checkout_form.pickup_branch_choose')}</option>
          {branches.map((b) => (
            <option key={b.id} value={String(b.id)}>
              {b.town && !b.name.includes(b.town) ? `${b.name} (${b.town})` : b.name}
            </option>
          ))}
        </select>
        <ErrorList id={id} errors={errors} field={name} />
      </div>
      {branch ? (
        <div className="grid gap-3 rounded-md bg-surface p-3 text-sm tablet:grid-cols-2" data-testid="pickup-branch-detail">
          <div>
            <p className="font-semibold text-ink">{branch.name}</p>
            <address className="text-ink not-italic">
              {branch.street ? <span className="block">{branch.street}</span> : null}
              {branch.zip || branch.town ? <span className="block">{[branch.zip, branch.town].filter(Boolean).join(' ')}</span> : null}
              {branch.phone ? <span className="block">{t('checkout_form.branch_phone', { phone: branch.phone })}</span> : null}
            </address>
          </div>
          {branch.openingHours?.length ? (
            <div>
              <p className="font-semibold text-ink">{t('checkout_form.opening_hours')}</p>
              <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-ink">
                {branch.openingHours.map((d) => (
                  <div key={d.day} className="contents">
                    <dt>{DAY_KEYS[d.day - 1] ? t(DAY_KEYS[d.day - 1]!) : d.day}</dt>
                    <dd>{'closed' in d ? t('checkout_form.closed') : `${d.open} – ${d.close}`}</dd>
                  </div>
                ))}
              </dl>
            </div>
          ) : null}
        </div>
      ) : null}
      <div aria-live="polite" className="text-sm">
        {current === 'missing' ? (
          <p className="rounded-md border-l-4 border-orange bg-orange-light px-3 py-2 font-semibold text-ink" data-testid="pickup-notice">
            {t('availability.pickup_up_to_10_days')}
          </p>
        ) : current === 'in_stock' ? (
          <p className="text-success" data-testid="pickup-in-stock">
            {t('checkout_form.pickup_all_in_stock')}
          </p>
        ) : current === 'failed' ? (
          <p className="text-muted">{t('checkout_form.pickup_availability_failed')}</p>
        ) : null}
      </div>
    </div>
  );
}
