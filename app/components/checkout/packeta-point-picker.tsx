/**
 * Packeta (Zásielkovňa) pickup point: a search box against GET /api/checkout/packeta-points?q= (decision 0014) with
 * a keyboard-navigable result list (ARIA combobox: ↓/↑ move, Enter picks, Escape closes). The chosen point's id and
 * name go with the form in hidden fields. Without JavaScript the search cannot run; the box says so.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { PacketaPoint } from '@/domain/packeta/packeta-points';
import { useHydrated } from '~/lib/browser/use-hydrated';
import { useT } from '~/lib/root/use-root-data';
import { inputClass } from '~/components/forms/field';
import { checkoutFieldId } from './checkout-form-context';

const PACKETA_POINTS_API = '/api/checkout/packeta-points';
/** The API's shortest query (PACKETA_QUERY_MIN_LENGTH of the domain module). */
const QUERY_MIN_LENGTH = 2;
const DEBOUNCE_MS = 250;

type SearchState = { kind: 'idle' } | { kind: 'loading' } | { kind: 'done'; points: PacketaPoint[] } | { kind: 'failed'; message: string };

interface Props {
  pointId: string;
  pointName: string;
  onChange: (point: { id: string; name: string }) => void;
  /** errors of packetaPointId and packetaPointName together */
  errors?: readonly string[];
  notice: string | null;
}

function pointLine(p: PacketaPoint): string {
  return [p.street, [p.zip, p.city].filter(Boolean).join(' ')].filter(Boolean).join(', ');
}

export function PacketaPointPicker({ pointId, pointName, onChange, errors, notice }: Props) {
  const t = useT();
  const hydrated = useHydrated();
  const inputId = checkoutFieldId('packetaPointId');
  const listId = useId();
  const statusId = `${inputId}-status`;
  const errorIdOf = `${inputId}-error`;
  const [query, setQuery] = useState('');
  const [state, setState] = useState<SearchState>({ kind: 'idle' });
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const q = query.trim();
    if (q.length < QUERY_MIN_LENGTH) {
      setState({ kind: 'idle' });
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setState({ kind: 'loading' });
      fetch(`${PACKETA_POINTS_API}?q=${encodeURIComponent(q)}`, { headers: { accept: 'application/json' }, signal: controller.signal })
        .then(async (res) => {
          const body = (await res.json().catch(() => null)) as { data?: { points: PacketaPoint[] }; message?: string } | null;
          if (!res.ok || !body?.data) {
            setState({ kind: 'failed', message: body?.message ?? t('checkout.packeta_unavailable') });
            return;
          }
          setState({ kind: 'done', points: body.data.points });
          setActive(body.data.points.length > 0 ? 0 : -1);
          setOpen(true);
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          console.warn(error);
          setState({ kind: 'failed', message: t('checkout.packeta_unavailable') });
        });
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, t]);

  const points = state.kind === 'done' ? state.points : [];
  const expanded = open && points.length > 0;

  function pick(point: PacketaPoint) {
    onChange({ id: point.id, name: point.name });
    setOpen(false);
    setQuery('');
    setState({ kind: 'idle' });
    inputRef.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (!expanded && points.length > 0) setOpen(true);
      setActive((i) => Math.min(points.length - 1, i + 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((i) => Math.max(0, i - 1));
    } else if (event.key === 'Enter') {
      // Enter in the search box never submits the order
      event.preventDefault();
      const point = expanded ? points[active] : undefined;
      if (point) pick(point);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
    }
  }

  const status =
    state.kind === 'loading'
      ? t('checkout_form.packeta_searching')
      : state.kind === 'failed'
        ? state.message
        : state.kind === 'done'
          ? points.length > 0
            ? t('checkout_form.packeta_results', { count: points.length })
            : t('checkout_form.packeta_no_results')
          : '';

  return (
    <div className="flex flex-col gap-2" data-testid="packeta-picker">
      <input type="hidden" name="packetaPointId" value={pointId} />
      <input type="hidden" name="packetaPointName" value={pointName} />
      {pointId ? (
        <p className="rounded-md bg-surface p-3 text-sm text-ink" data-testid="packeta-chosen">
          <span className="font-semibold">{t('checkout_form.packeta_chosen')}</span> {pointName}
        </p>
      ) : null}
      {notice ? <p className="text-sm text-muted">{notice}</p> : null}
      <div className="relative flex flex-col gap-1">
        <label htmlFor={inputId} className="text-sm font-semibold text-ink">
          {pointId ? t('checkout_form.packeta_change') : t('checkout_form.packeta_search')}
        </label>
        <input
          ref={inputRef}
          id={inputId}
          type="search"
          role="combobox"
          autoComplete="off"
          value={query}
          disabled={!hydrated}
          onChange={(e) => {
            setQuery(e.target.value);
            setOpen(true);
          }}
          onKeyDown={onKeyDown}
          onBlur={(e) => {
            if (!e.currentTarget.parentElement?.contains(e.relatedTarget as Node | null)) setOpen(false);
          }}
          aria-expanded={expanded}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
          aria-invalid={errors?.length ? true : undefined}
          aria-describedby={[`${inputId}-hint`, statusId, errors?.length ? errorIdOf : null].filter(Boolean).join(' ')}
          placeholder={t('checkout_form.packeta_placeholder')}
          className={inputClass(Boolean(errors?.length))}
        />
        <p id={`${inputId}-hint`} className="text-sm text-muted">
          {hydrated ? t('checkout_form.packeta_hint') : t('checkout_form.packeta_needs_js')}
        </p>
        <ul
          id={listId}
          role="listbox"
          aria-label={t('checkout_form.packeta_list')}
          hidden={!expanded}
          className="absolute top-[4.75rem] right-0 left-0 z-20 max-h-80 overflow-y-auto rounded-md border border-muted bg-white shadow-lg"
        >
          {points.map((p, i) => (
            // the combobox input owns the keyboard (arrows + Enter, aria-activedescendant); options take the mouse
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events
            <li
              key={p.id}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              tabIndex={-1}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => pick(p)}
              onMouseEnter={() => setActive(i)}
              className={`cursor-pointer px-3 py-2 text-sm ${i === active ? 'bg-brand-dark text-white' : 'text-ink'}`}
            >
              <span className="block font-semibold">{p.place ?? p.name}</span>
              <span className="block">{pointLine(p)}</span>
              {p.openingHours ? <span className="block">{p.openingHours}</span> : null}
            </li>
          ))}
        </ul>
        <p id={statusId} role="status" className="text-sm text-muted">
          {status}
        </p>
      </div>
      {errors?.length ? (
        <p id={errorIdOf} className="text-sm font-semibold text-danger" data-field-error="packetaPointId">
          {errors.join(' ')}
        </p>
      ) : null}
    </div>
  );
}
