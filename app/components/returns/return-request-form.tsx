/**
 * The shopper's return request (decision 0102): withdrawal or complaint, the lines and pieces, the IBAN of a refund,
 * the defect and its photos. A plain multipart form (works without JavaScript; photos travel in the same request),
 * answered by the page action with the FormResult of decision 0078: every error at its field, the text kept.
 * Shared by the customer's order page and the guest page /vratenie-tovaru.
 */
import { useId, useRef, useState } from 'react';
import { Form, useNavigation } from 'react-router';
import type { ReturnKind } from '@/lib/return-enums';
import type { ReturnableOrder } from '@/domain/returns/return-requests';
import { quantityFieldName, RETURN_PHOTO_ACCEPT, RETURN_PHOTO_FIELD } from '@/domain/returns/return-schemas';
import type { FieldErrors } from '@/lib/validation';
import { ErrorList, Field, FormErrorSummary, fieldAria, inputClass } from '~/components/forms/field';
import { primaryButtonClass } from '~/components/forms/styles';
import { useFocusFirstError } from '~/components/forms/use-form-answer';
import { useRootData, useT } from '~/lib/root/use-root-data';

const RETURN_INTENT = 'return';

export function ReturnRequestForm({
  returnable,
  errors,
  values,
  stamp,
  hidden,
}: {
  returnable: ReturnableOrder;
  errors: FieldErrors | null;
  values: Record<string, string>;
  stamp: number | null;
  /** fields the guest page carries from its first step (order number, e-mail) */
  hidden?: Record<string, string>;
}) {
  const t = useT();
  const { locale } = useRootData();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const busy = useNavigation().state !== 'idle';
  const lines = returnable.lines.filter((l) => l.returnable > 0);
  const [kind, setKind] = useState<ReturnKind>(values.kind === 'complaint' || !returnable.withdrawalOpen ? 'complaint' : 'withdrawal');
  useFocusFirstError(formRef, errors ? stamp : null);
  const fieldErrors = errors ?? {};
  const deliveredDate = (days: number) =>
    returnable.deliveredAt
      ? new Date(new Date(returnable.deliveredAt).getTime() + days * 86_400_000).toLocaleDateString(locale === 'cs' ? 'cs-CZ' : 'sk-SK', {
          timeZone: 'Europe/Bratislava',
        })
      : '';
  const fields = ['kind', 'iban', 'description', RETURN_PHOTO_FIELD, 'items', ...lines.map((l) => quantityFieldName(l.orderItemId))];

  if (!returnable.deliveredAt) return <p className="text-muted">{t('returns.not_delivered')}</p>;
  if (lines.length === 0) return <p className="text-muted">{t('returns.none_returnable')}</p>;
  return (
    <Form ref={formRef} method="post" encType="multipart/form-data" noValidate className="flex flex-col gap-4" data-testid="return-form">
      <input type="hidden" name="intent" value={RETURN_INTENT} />
      {Object.entries(hidden ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <p className="text-sm text-muted">
        {returnable.withdrawalOpen
          ? t('returns.withdrawal_until', { date: deliveredDate(14) })
          : t('returns.withdrawal_closed', { date: deliveredDate(14) })}
      </p>
      <FormErrorSummary errors={errors ?? undefined} fields={fields} />
      <fieldset className="flex flex-col gap-2" {...fieldAria(`${id}-kind`, fieldErrors.kind)}>
        <legend className="mb-1 text-sm font-semibold text-ink">{t('returns.kind_label')}</legend>
        {(['withdrawal', 'complaint'] as const).map((k) => (
          <label key={k} className="flex min-h-11 items-center gap-3">
            <input
              type="radio"
              name="kind"
              value={k}
              checked={kind === k}
              disabled={k === 'withdrawal' && !returnable.withdrawalOpen}
              onChange={() => setKind(k)}
              className="size-6 shrink-0 accent-brand-dark"
            />
            <span>{t(`returns.kind.${k}`)}</span>
          </label>
        ))}
        <ErrorList id={`${id}-kind`} errors={fieldErrors.kind} field="kind" />
      </fieldset>
      <fieldset className="flex flex-col gap-3" {...fieldAria(`${id}-items`, fieldErrors.items)}>
        <legend className="mb-1 text-sm font-semibold text-ink">{t('returns.lines_legend')}</legend>
        {lines.map((line) => {
          const name = quantityFieldName(line.orderItemId);
          const inputId = `${id}-${line.orderItemId}`;
          return (
            <div key={line.orderItemId} className="flex flex-col gap-1">
              <label htmlFor={inputId} className="text-sm text-ink">
                {t('returns.line_quantity', { name: line.name, max: line.returnable })}
              </label>
              <input
                id={inputId}
                name={name}
                type="number"
                inputMode="numeric"
                min={0}
                max={line.returnable}
                step={1}
                defaultValue={values[name] ?? '0'}
                {...fieldAria(inputId, fieldErrors[name])}
                className={`${inputClass(Boolean(fieldErrors[name]?.length))} max-w-32`}
              />
              <ErrorList id={inputId} errors={fieldErrors[name]} field={name} />
            </div>
          );
        })}
        <ErrorList id={`${id}-items`} errors={fieldErrors.items} field="items" />
      </fieldset>
      {kind === 'withdrawal' ? (
        <Field
          id={`${id}-iban`}
          name="iban"
          label={t('returns.iban')}
          hint={t('returns.iban_hint')}
          autoComplete="off"
          maxLength={42}
          required
          defaultValue={values.iban ?? ''}
          errors={fieldErrors.iban}
        />
      ) : null}
      <Field
        as="textarea"
        id={`${id}-description`}
        name="description"
        label={t('returns.description')}
        hint={t('returns.description_hint')}
        maxLength={2000}
        required={kind === 'complaint'}
        defaultValue={values.description ?? ''}
        errors={fieldErrors.description}
      />
      {kind === 'complaint' ? (
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-photos`} className="text-sm font-semibold text-ink">
            {t('returns.photos')}
          </label>
          <input
            id={`${id}-photos`}
            name={RETURN_PHOTO_FIELD}
            type="file"
            multiple
            accept={RETURN_PHOTO_ACCEPT}
            {...fieldAria(`${id}-photos`, fieldErrors[RETURN_PHOTO_FIELD], { hint: true })}
            className={`${inputClass(Boolean(fieldErrors[RETURN_PHOTO_FIELD]?.length))} h-auto py-2`}
          />
          <p id={`${id}-photos-hint`} className="text-sm text-muted">
            {t('returns.photos_hint')}
          </p>
          <ErrorList id={`${id}-photos`} errors={fieldErrors[RETURN_PHOTO_FIELD]} field={RETURN_PHOTO_FIELD} />
        </div>
      ) : null}
      <button type="submit" disabled={busy} className={`${primaryButtonClass} self-start`}>
        {t('returns.submit')}
      </button>
    </Form>
  );
}
