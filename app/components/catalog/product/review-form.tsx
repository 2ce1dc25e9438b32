import { useId, useRef } from 'react';
import { useActionData, useFetcher } from 'react-router';
import { REVIEW_STARS_MAX, REVIEW_TEXT_MAX } from '@/domain/catalog/review-limits';
import { ErrorList, Field } from '~/components/forms/field';
import { useFocusFirstError } from '~/components/forms/use-form-answer';
import type { FormResult } from '~/lib/forms/form-result';
import { useT } from '~/lib/root/use-root-data';

const STAR_VALUES = Array.from({ length: REVIEW_STARS_MAX }, (_, i) => REVIEW_STARS_MAX - i);

/**
 * The review form of a logged-in customer (SPEC §5, §6, §8): stars 1–5 as a radio group and a text, posted to the
 * product route's action (intent 'review'). Works without JavaScript (a plain POST answered by the page); with
 * JavaScript it goes through a fetcher and the page's reviews and average reload. A customer who has rated the
 * product sees their review in the form and replaces it by sending again (decision 0021), with its moderation state
 * when it is not shown (decision 0063). The text is plain text.
 */
export function ReviewForm({
  productId,
  ownReview,
}: {
  productId: number;
  ownReview: { stars: number; text: string; status?: 'pending' | 'published' | 'hidden' } | null;
}) {
  const t = useT();
  const id = useId();
  const fetcher = useFetcher<FormResult>({ key: `review-${productId}` });
  const actionData = useActionData() as FormResult | undefined;
  const result = fetcher.data ?? (actionData?.intent === 'review' ? actionData : undefined);
  const busy = fetcher.state !== 'idle';
  const errors = result && !result.ok ? result.errors : undefined;
  const typed = result && !result.ok ? result.values : undefined;
  const formRef = useRef<HTMLFormElement>(null);
  const starsId = `${id}-stars`;
  const textId = `${id}-text`;
  const defaultStars = typed?.stars ?? (ownReview ? String(ownReview.stars) : '');
  const defaultText = typed?.text ?? ownReview?.text ?? '';
  // after a refusal, focus goes to the first field with an error
  useFocusFirstError(formRef, result && !result.ok ? result.stamp : null);

  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      noValidate
      className="mt-6 flex max-w-2xl flex-col gap-4 rounded-lg border border-line p-4"
      aria-labelledby={`${id}-title`}
      data-testid="review-form"
    >
      <h3 id={`${id}-title`} className="text-lg font-bold text-ink">
        {t(ownReview ? 'review.form_title_own' : 'review.form_title')}
      </h3>
      {ownReview ? <p className="text-sm text-muted">{t('review.own_note')}</p> : null}
      {/* moderation (decision 0063): the author learns why their review is not among the shown ones */}
      {ownReview?.status === 'pending' ? (
        <p className="text-sm text-muted" data-testid="review-own-status">
          {t('review.own_pending')}
        </p>
      ) : null}
      {ownReview?.status === 'hidden' ? (
        <p className="text-sm text-muted" data-testid="review-own-status">
          {t('review.own_hidden')}
        </p>
      ) : null}
      <input type="hidden" name="intent" value="review" />
      <input type="hidden" name="productId" value={productId} />

      <fieldset aria-describedby={errors?.stars ? `${starsId}-error` : undefined}>
        <legend className="mb-2 font-semibold text-ink">
          {t('review.stars_legend')}{' '}
          <span aria-hidden="true" className="text-danger">
            *
          </span>
        </legend>
        {/* key: a reloaded own review resets the uncontrolled radios */}
        <div key={`${defaultStars}`} className="flex flex-wrap gap-2">
          {STAR_VALUES.map((stars) => (
            <label
              key={stars}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border-2 border-line px-3 py-1 has-[:checked]:border-brand-dark has-[:checked]:bg-brand-light has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-dark"
            >
              <input
                type="radio"
                name="stars"
                value={stars}
                required
                defaultChecked={defaultStars === String(stars)}
                className="h-4 w-4 accent-brand-dark"
              />
              <span aria-hidden="true" className="text-lg leading-none tracking-wider">
                <span className="text-[#b45309]">{'★'.repeat(stars)}</span>
                <span className="text-line">{'★'.repeat(REVIEW_STARS_MAX - stars)}</span>
              </span>
              <span className="sr-only">{t('product.review_stars', { stars })}</span>
            </label>
          ))}
        </div>
        <div className="mt-1">
          <ErrorList id={starsId} errors={errors?.stars} field="stars" />
        </div>
      </fieldset>

      <Field
        key={defaultText}
        as="textarea"
        id={textId}
        name="text"
        label={t('review.text_label')}
        required
        rows={4}
        maxLength={REVIEW_TEXT_MAX}
        defaultValue={defaultText}
        hint={t('review.text_hint', { max: REVIEW_TEXT_MAX })}
        errors={errors?.text}
      />

      <div className="flex flex-wrap items-center gap-3">
        <button
          type="submit"
          disabled={busy}
          className="h-11 rounded-full bg-brand-dark px-6 font-bold text-white hover:bg-ink disabled:cursor-wait disabled:opacity-60"
        >
          {busy ? t('review.sending') : t(ownReview ? 'review.submit_update' : 'review.submit')}
        </button>
      </div>
      <div role="status" aria-live="polite" aria-atomic="true">
        {result && !busy ? (
          <p
            data-testid="review-result"
            data-kind={result.ok ? 'success' : 'danger'}
            className={`rounded-md border-l-4 bg-white px-3 py-2 text-sm font-semibold ${result.ok ? 'border-success text-success' : 'border-danger text-danger'}`}
          >
            {result.message}
          </p>
        ) : null}
      </div>
    </fetcher.Form>
  );
}
