/**
 * /admin/obsah/{section}/{id} and /admin/obsah/{section}/novy: create and edit a content record (decision 0036).
 * One form per section built from its description (src/domain/content/admin-content-entities.ts): rich
 * text in the rich-text editor (a textarea without JavaScript; sanitized on save, previewed sanitized; decision
 * 0087), images picked from the media library or uploaded into it (decision 0086), slug generated when empty, reference
 * selects, opening hours per weekday (stores), a file upload (documents, videos; checked by content and size). The
 * side panel publishes/hides, deletes (with confirmation), and for a shopper's event proposal approves or rejects
 * it. Jobs list their received applications with the CV download. Every change writes the audit log, shown below.
 * Works without JavaScript; after a refused save the typed values come back with the errors at the fields.
 */
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import type { Route } from './+types/edit';
import {
  CONTENT_SECTIONS,
  contentAdminPath,
  contentFormInput,
  contentFormValues,
  contentSchema,
  sectionBySegment,
  type ContentField,
  type ContentSection,
  type ContentSectionKey,
} from '@/domain/content/admin-content-entities';
import { listAudit } from '@/domain/back-office/audit-log';
import { listJobApplications } from '@/domain/content/admin-content-jobs';
import {
  deleteContent,
  getContentRecord,
  loadContentOptions,
  saveContent,
  setContentPublished,
} from '@/domain/content/admin-content-store';
import { contactUrl } from '@/domain/content/contacts';
import { formatFileSize } from '@/domain/content/documents';
import { approveEvent, eventApprovalNotify, eventUrl } from '@/domain/content/events';
import { jobUrl } from '@/domain/content/jobs';
import { pageUrl } from '@/domain/content/pages';
import { postUrl } from '@/domain/content/posts';
import { sanitizeRichText } from '@/domain/content/sanitize';
import { serviceUrl } from '@/domain/content/services';
import { storeUrl } from '@/domain/stores/stores';
import type { MessageKey } from '@/i18n';
import { IMAGE_UPLOAD_MAX_BYTES } from '@/domain/catalog/admin-catalog-images';
import { listMedia, uploadMedia } from '@/domain/content/admin-media-library';
import { formFiles, formTextValues, readLimitedFormData, uploadedFile, type FormFile } from '@/lib/limited-form-data';
import { formatZodError, type FieldErrors } from '@/lib/validation';
import { AdminErrorBoundary } from '~/components/admin/admin-error';
import { adminInputClass, adminLinkClass, adminPrimaryButton, adminSecondaryButton } from '~/components/admin/admin-styles';
import { AuditLogPanel, formatAdminDateTime } from '~/components/admin/audit-log-panel';
import { ConfirmButton } from '~/components/admin/confirm-button';
import { ContentStatusBadge } from '~/components/admin/content-status-badge';
import { FlashMessage, UrlFlash, withFlash } from '~/components/admin/flash-message';
import { AdminField } from '~/components/admin/form-field';
import { AdminPageHeader, AdminSection } from '~/components/admin/page-header';
import { RichText } from '~/components/rich-text';
import { MediaPickerField } from '~/components/admin/media-picker';
import { RichTextField } from '~/components/admin/rich-text-field';
import { adminMeta } from '~/lib/admin/admin-meta';
import { adminNotFound, adminParamId, requireAdminPage, type AdminRouteHandle } from '~/lib/admin/admin-guard.server';
import { useT } from '~/lib/root/use-root-data';
import { UnsavedChangesGuard } from '~/components/admin/unsaved-changes-guard';

export const handle = { adminRole: 'editor' } satisfies AdminRouteHandle;

const NEW = 'novy';

/** A short fingerprint of a text (FNV-1a), enough to tell two versions of a form apart. */
function shortHash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(36);
}

function resolve(
  params: { section?: string; id?: string },
  context: Route.LoaderArgs['context'],
): { section: ContentSection; id: number | null } {
  const section = sectionBySegment(params.section);
  if (!section) adminNotFound(context);
  return { section, id: params.id === NEW ? null : adminParamId(params.id, context) };
}

/** The storefront address of a published record (null when hidden or without a page of its own). */
function publicUrl(key: ContentSectionKey, record: Record<string, unknown>): string | null {
  const ref = { id: record.id as number, slug: String(record.slug ?? '') };
  if (record.isPublished === false || record.isActive === false) return null;
  switch (key) {
    case 'posts':
      return postUrl(ref);
    case 'pages':
      return pageUrl(ref);
    case 'services':
      return serviceUrl(ref);
    case 'jobs':
      return jobUrl(ref);
    case 'events':
      return eventUrl(ref);
    case 'stores':
      return record.kind === 'branch' ? storeUrl(ref) : null;
    case 'contacts':
      return contactUrl(ref);
    case 'documents':
      return '/dokumenty';
    case 'videos':
      return `/account/video/${ref.id}`;
    default:
      return null;
  }
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdminPage(request, context, handle.adminRole);
  const { section, id } = resolve(params, context);
  const { db } = context.services;
  const record = id === null ? null : await getContentRecord(db, section, id);
  if (id !== null && !record) return adminNotFound(context);
  const pickerNeeded = section.fields.some((f) => f.kind === 'image');
  const [options, audit, applications, media] = await Promise.all([
    loadContentOptions(db, section),
    id === null ? [] : listAudit(db, section.key, id),
    id !== null && section.key === 'jobs' ? listJobApplications(db, id) : [],
    pickerNeeded ? listMedia(db, { pageSize: 24 }).then((p) => p.items) : [],
  ]);
  const previews = Object.fromEntries(
    section.fields.filter((f) => f.kind === 'html').map((f) => [f.name, sanitizeRichText((record?.[f.name] as string | null) ?? '')]),
  );
  const values = contentFormValues(section, record);
  return {
    key: section.key,
    id,
    title: record ? String(record[section.titleField] ?? '') : null,
    values,
    /** remounts the (uncontrolled) form when the stored values change, e.g. after a save or from new to the record */
    formKey: `${section.key}-${id ?? NEW}-${shortHash(JSON.stringify(values))}`,
    published: record && section.publishField ? Boolean(record[section.publishField]) : null,
    isProposal: Boolean(record?.isProposal),
    viewUrl: record ? publicUrl(section.key, record) : null,
    file:
      record && section.upload?.kind === 'document'
        ? { name: String(record.fileName), size: formatFileSize((record.size as number | null) ?? null), url: String(record.filePath) }
        : record && section.key === 'videos' && typeof record.videoUrl === 'string'
          ? { name: record.videoUrl, size: '', url: record.videoUrl }
          : null,
    options,
    audit,
    applications,
    previews,
    media,
  };
}

type Failure = { ok: false; message: string; errors?: FieldErrors; values?: Record<string, string> };

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = await requireAdminPage(request, context, handle.adminRole);
  const { section, id } = resolve(params, context);
  const { db, t, now } = context.services;
  const failure = (message: string, extra: Omit<Failure, 'ok' | 'message'> = {}, status = 422) =>
    data<Failure>({ ok: false, message, ...extra }, { status });

  let values: Record<string, string>;
  let file = null as Awaited<ReturnType<typeof uploadedFile>>;
  const imageFields = section.fields.filter((f) => f.kind === 'image').map((f) => f.name);
  const imageUploads: Record<string, FormFile[]> = {};
  if (section.upload || imageFields.length > 0) {
    const maxBytes = section.upload ? section.upload.maxBytes + 256 * 1024 : IMAGE_UPLOAD_MAX_BYTES;
    const read = await readLimitedFormData(request, maxBytes);
    if (!read.ok) {
      const message =
        read.reason === 'too_large'
          ? t('admin.content.error.file_too_big', { mb: Math.round(maxBytes / 1024 / 1024) })
          : t('validation.summary');
      return failure(message, { errors: { [section.upload ? 'file' : (imageFields[0] ?? 'file')]: [message] } });
    }
    values = formTextValues(read.form);
    if (section.upload) file = await uploadedFile(read.form, section.upload.field);
    for (const name of imageFields) imageUploads[name] = (await formFiles(read.form, `${name}Upload`)).slice(0, 1);
  } else {
    values = formTextValues(await request.formData());
  }
  const intent = values.intent || 'save';
  const kept = Object.fromEntries(
    Object.entries(values)
      .filter(([k]) => k !== 'intent')
      .map(([k, v]) => [k, v.slice(0, 200_000)]),
  );

  if (intent === 'save') {
    // an image uploaded with the form goes into the media library first and becomes the field's value
    for (const [name, uploads] of Object.entries(imageUploads)) {
      if (uploads.length === 0) continue;
      const uploaded = await uploadMedia({ db, files: context.services.files, t, now }, uploads, values.title ?? null, user.id);
      if (!uploaded.ok) return failure(t('validation.summary'), { errors: { [name]: [uploaded.message] }, values: kept });
      values[name] = uploaded.items[0]!.path;
      kept[name] = uploaded.items[0]!.path;
    }
    const input = contentFormInput(section, values);
    const parsed = contentSchema(section).safeParse(input);
    if (!parsed.success) return failure(t('validation.summary'), { errors: formatZodError(parsed.error, input, t), values: kept });
    const result = await saveContent(db, { files: context.services.files, t, now: now() }, section, id, parsed.data, file, user.id);
    if (!result.ok && result.code === 'not_found') return adminNotFound(context);
    if (!result.ok) return failure(t('validation.summary'), { errors: result.errors, values: kept });
    throw redirect(withFlash(contentAdminPath(section, result.id), result.created ? 'admin.flash.created' : 'admin.flash.saved'));
  }
  if (id === null) return failure(t('admin.content.error.unknown_intent'));
  if (intent === 'publish' || intent === 'unpublish') {
    const result = await setContentPublished(db, section, id, intent === 'publish', user.id, now(), eventApprovalNotify(context.services));
    if (result === 'not_found') return adminNotFound(context);
    if (result === 'none') return failure(t('admin.content.error.unknown_intent'));
    throw redirect(
      withFlash(contentAdminPath(section, id), intent === 'publish' ? 'admin.content.flash.published' : 'admin.content.flash.unpublished'),
    );
  }
  if (intent === 'approve' && section.key === 'events') {
    if (!(await approveEvent(db, id, user.id, eventApprovalNotify(context.services)))) return adminNotFound(context);
    throw redirect(withFlash(contentAdminPath(section, id), 'admin.content.flash.approved'));
  }
  if (intent === 'delete' || (intent === 'reject' && section.key === 'events')) {
    const result = await deleteContent(db, { files: context.services.files }, section, id, user.id, intent);
    if (result === 'not_found') return adminNotFound(context);
    if (result === 'not_a_proposal') return failure(t('admin.content.error.not_a_proposal'));
    if (result === 'none') return failure(t('admin.content.error.unknown_intent'));
    throw redirect(
      withFlash(
        intent === 'reject' ? `${contentAdminPath(section)}?stav=proposals` : contentAdminPath(section),
        intent === 'reject' ? 'admin.content.flash.rejected' : 'admin.flash.deleted',
      ),
    );
  }
  return failure(t('admin.content.error.unknown_intent'));
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export const meta: Route.MetaFunction = ({ matches, data: loaderData }) => {
  const d = loaderData as { key?: ContentSectionKey; title?: string | null } | undefined;
  if (!d?.key) return adminMeta(matches, 'admin.content.title');
  const section = CONTENT_SECTIONS[d.key];
  return adminMeta(matches, { text: d.title ? `${d.title}` : `${section.segment}: ${NEW}` });
};

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

export default function AdminContentEdit({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { key, id, title, options, audit, applications, previews, published, isProposal, viewUrl, file, media } = loaderData;
  const section = CONTENT_SECTIONS[key];
  const failure = actionData && !actionData.ok ? actionData : null;
  const values = failure?.values ?? loaderData.values;
  const errors: FieldErrors = failure?.errors ?? {};
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  const sectionName = t(`admin.content.section.${key}` as MessageKey);
  const isStore = key === 'stores';

  const renderField = (field: ContentField) => {
    const label = t(`admin.content.field.${field.name}` as MessageKey);
    const common = { name: field.name, label, errors: errors[field.name], required: field.required };
    const value = values[field.name] ?? '';
    switch (field.kind) {
      case 'checkbox':
        return <AdminField key={field.name} {...common} type="checkbox" defaultChecked={value === 'on'} className="desktop:mt-7" />;
      case 'html':
        return (
          <div key={field.name} className="flex min-w-0 flex-col gap-2 desktop:col-span-2">
            <RichTextField
              name={field.name}
              label={label}
              defaultValue={value}
              errors={errors[field.name]}
              maxLength={field.max}
              hint={t('admin.content.hint.html')}
            />
            {previews[field.name] ? (
              <details className="rounded-md border border-line p-3">
                <summary className="cursor-pointer text-sm font-semibold text-brand-dark">{t('admin.content.preview')}</summary>
                <RichText html={previews[field.name]!} className="mt-3" />
              </details>
            ) : null}
          </div>
        );
      case 'textarea':
        return (
          <AdminField
            key={field.name}
            {...common}
            as="textarea"
            defaultValue={value}
            maxLength={field.max}
            className="desktop:col-span-2"
          />
        );
      case 'ref': {
        const list = options[field.ref!];
        return (
          <AdminField key={field.name} {...common} as="select" options={list} emptyLabel={t('admin.content.none')} defaultValue={value} />
        );
      }
      case 'choice':
        return (
          <AdminField
            key={field.name}
            {...common}
            as="select"
            options={(field.choices ?? []).map((c) => ({ value: c, label: t(`admin.content.kind.${c}` as MessageKey) }))}
            defaultValue={value}
          />
        );
      case 'datetime':
        return (
          <AdminField
            key={field.name}
            {...common}
            type="datetime-local"
            defaultValue={value}
            hint={field.name === 'publishedAt' ? t('admin.content.hint.publishedAt') : t('admin.content.hint.datetime')}
          />
        );
      case 'int':
      case 'decimal':
        return (
          <AdminField
            key={field.name}
            {...common}
            type="text"
            inputMode={field.kind === 'int' ? 'numeric' : 'decimal'}
            defaultValue={value}
          />
        );
      case 'image':
        return (
          <MediaPickerField key={field.name} name={field.name} label={label} value={value} items={media} errors={errors[field.name]} />
        );
      case 'hours':
        return <OpeningHoursField key={field.name} values={values} errors={errors} />;
      case 'slug':
        return <AdminField key={field.name} {...common} defaultValue={value} maxLength={field.max} hint={t('admin.content.hint.slug')} />;
      default: {
        const hint =
          field.name === 'image' || field.name === 'thumbnail'
            ? t('admin.content.hint.image')
            : field.name === 'videoUrl'
              ? t('admin.content.hint.videoUrl')
              : undefined;
        return (
          <AdminField
            key={field.name}
            {...common}
            type={field.kind === 'email' ? 'email' : field.kind === 'tel' ? 'tel' : 'text'}
            defaultValue={value}
            maxLength={field.max}
            hint={hint}
          />
        );
      }
    }
  };

  return (
    <UnsavedChangesGuard>
      <p className="mb-2">
        <Link to={contentAdminPath(section)} className={adminLinkClass}>
          ← {t('admin.content.back')}
        </Link>
      </p>
      <AdminPageHeader
        title={
          id === null
            ? t('admin.content.new_title', { section: sectionName })
            : t('admin.content.edit_title', { section: sectionName, title: title ?? '' })
        }
        intro={published !== null ? <ContentStatusBadge section={key} published={published} proposal={isProposal} /> : undefined}
        actions={
          viewUrl ? (
            <a href={viewUrl} className={adminSecondaryButton} target="_blank" rel="noopener">
              {t('admin.content.view_link')}
            </a>
          ) : undefined
        }
      />
      <UrlFlash />
      {failure ? <FlashMessage kind="error" text={failure.message} /> : null}
      {isProposal ? (
        <p className="mb-4 rounded-md border-l-4 border-orange bg-white px-4 py-3 text-sm shadow-sm" data-testid="proposal-notice">
          {t('admin.content.proposal_notice')}
        </p>
      ) : null}

      <div className="grid gap-6 desktop:grid-cols-[3fr_1fr]">
        <AdminSection title={t('admin.content.form')} id="content-form">
          <Form
            key={loaderData.formKey}
            method="post"
            encType={section.upload || section.fields.some((f) => f.kind === 'image') ? 'multipart/form-data' : undefined}
            className="flex flex-col gap-4"
            noValidate
          >
            <div className="grid grid-cols-1 gap-4 desktop:grid-cols-2">
              {section.fields.map(renderField)}
              {section.upload ? (
                <UploadField
                  accept={section.upload.accept}
                  hint={t(section.upload.kind === 'document' ? 'admin.content.hint.document_file' : 'admin.content.hint.video_file')}
                  errors={errors.file}
                  required={section.upload.kind === 'document' && id === null}
                  current={file ? t('admin.content.current_file', { name: file.name, size: file.size || '–' }) : null}
                  currentUrl={file?.url ?? null}
                />
              ) : null}
            </div>
            <div>
              <button type="submit" name="intent" value="save" className={adminPrimaryButton} disabled={busy}>
                {id === null ? t('admin.content.create') : t('admin.content.save')}
              </button>
            </div>
          </Form>
        </AdminSection>

        {id !== null ? (
          <AdminSection title={t('admin.content.actions')} id="content-actions">
            <div className="flex flex-col items-start gap-3">
              {isProposal ? (
                <Form method="post" className="flex flex-col items-start gap-3">
                  <button type="submit" name="intent" value="approve" className={adminPrimaryButton} disabled={busy}>
                    {t('admin.content.approve')}
                  </button>
                  <ConfirmButton name="intent" value="reject" message={t('admin.content.confirm_reject')} disabled={busy}>
                    {t('admin.content.reject')}
                  </ConfirmButton>
                </Form>
              ) : published !== null ? (
                <Form method="post">
                  <button
                    type="submit"
                    name="intent"
                    value={published ? 'unpublish' : 'publish'}
                    className={adminSecondaryButton}
                    disabled={busy}
                  >
                    {published
                      ? t(isStore ? 'admin.content.deactivate' : 'admin.content.unpublish')
                      : t(isStore ? 'admin.content.activate' : 'admin.content.publish')}
                  </button>
                </Form>
              ) : null}
              {section.deletable && !isProposal ? (
                <Form method="post">
                  <ConfirmButton name="intent" value="delete" message={t('admin.content.confirm_delete')} disabled={busy}>
                    {t('admin.content.delete')}
                  </ConfirmButton>
                </Form>
              ) : null}
            </div>
          </AdminSection>
        ) : null}
      </div>

      {key === 'jobs' && id !== null ? (
        <div className="mt-6">
          <AdminSection title={t('admin.content.applications', { count: applications.length })} id="applications">
            {applications.length === 0 ? (
              <p className="text-sm text-muted">{t('admin.content.applications_none')}</p>
            ) : (
              <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={t('admin.content.applications_caption')}>
                <table className="w-full min-w-[40rem] border-collapse text-sm">
                  <caption className="sr-only">{t('admin.content.applications_caption')}</caption>
                  <thead className="bg-surface">
                    <tr>
                      {(['name', 'date', 'contact', 'message', 'cv'] as const).map((c) => (
                        <th key={c} scope="col" className="border-b border-line px-3 py-2 text-left font-semibold">
                          {t(`admin.content.application.${c}`)}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {applications.map((a) => (
                      <tr key={a.id} className="border-b border-line align-top">
                        <th scope="row" className="px-3 py-2 text-left font-semibold">
                          {a.name}
                        </th>
                        <td className="px-3 py-2 whitespace-nowrap">
                          <time dateTime={a.createdAt}>{formatAdminDateTime(a.createdAt)}</time>
                        </td>
                        <td className="px-3 py-2">
                          <a href={`mailto:${a.email}`} className={adminLinkClass}>
                            {a.email}
                          </a>
                          {a.phone ? <span className="block">{a.phone}</span> : null}
                        </td>
                        <td className="max-w-80 px-3 py-2 break-words whitespace-pre-line">{a.message ?? '–'}</td>
                        <td className="px-3 py-2">
                          {a.cvUrl ? (
                            <a href={a.cvUrl} className={adminLinkClass} download>
                              {t('admin.content.application.download', { name: a.cvFilename ?? '' })}
                            </a>
                          ) : (
                            '–'
                          )}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </AdminSection>
        </div>
      ) : null}

      {id !== null ? (
        <div className="mt-6">
          <AuditLogPanel entries={audit} />
        </div>
      ) : null}
    </UnsavedChangesGuard>
  );
}

function UploadField({
  accept,
  hint,
  errors,
  required,
  current,
  currentUrl,
}: {
  accept: string;
  hint: string;
  errors?: string[];
  required: boolean;
  current: string | null;
  currentUrl: string | null;
}) {
  const t = useT();
  const invalid = Boolean(errors?.length);
  const describedBy = ['admin-file-hint', invalid ? 'admin-file-error' : null].filter(Boolean).join(' ');
  return (
    <div className="flex flex-col gap-1 desktop:col-span-2">
      <label htmlFor="admin-file" className="text-sm font-semibold text-ink">
        {t('admin.content.field.file')}
        {required ? (
          <span aria-hidden="true" className="text-danger">
            {' '}
            *
          </span>
        ) : null}
      </label>
      <input
        id="admin-file"
        name="file"
        type="file"
        accept={accept}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        aria-required={required || undefined}
        className={`${adminInputClass(invalid)} py-1.5`}
      />
      <p id="admin-file-hint" className="text-xs text-muted">
        {hint}
      </p>
      {current ? (
        <p className="text-sm">
          {currentUrl ? (
            <a href={currentUrl} className={adminLinkClass}>
              {current}
            </a>
          ) : (
            current
          )}
        </p>
      ) : null}
      {invalid ? (
        <p id="admin-file-error" className="text-sm font-semibold text-danger" data-field-error>
          {errors!.join(' ')}
        </p>
      ) : null}
    </div>
  );
}

function OpeningHoursField({ values, errors }: { values: Record<string, string>; errors: FieldErrors }) {
  const t = useT();
  return (
    <fieldset className="flex flex-col gap-2 rounded-md border border-line p-3 desktop:col-span-2">
      <legend className="px-1 text-sm font-semibold text-ink">{t('admin.content.field.openingHours')}</legend>
      <p className="text-xs text-muted" id="hours-hint">
        {t('admin.content.hours_hint')}
      </p>
      {errors.openingHours ? (
        <p className="text-sm font-semibold text-danger" data-field-error>
          {errors.openingHours.join(' ')}
        </p>
      ) : null}
      {WEEKDAYS.map((day, index) => {
        const dayErrors = Object.entries(errors)
          .filter(([k]) => k.startsWith(`openingHours.${index}.`))
          .flatMap(([, v]) => v);
        const dayName = t(`stores.day.${day}` as MessageKey);
        const errorId = `hours-${day}-error`;
        const described = ['hours-hint', dayErrors.length ? errorId : null].filter(Boolean).join(' ');
        return (
          <div
            key={day}
            className="grid grid-cols-2 items-end gap-2 tablet:grid-cols-[8rem_1fr_1fr_auto]"
            role="group"
            aria-label={dayName}
          >
            <span className="col-span-2 text-sm font-semibold tablet:col-span-1 tablet:self-center">{dayName}</span>
            <label className="flex flex-col gap-1 text-xs">
              {t('admin.content.hours_open')}
              <input
                type="time"
                name={`hours.${day}.open`}
                defaultValue={values[`hours.${day}.open`] ?? ''}
                className={adminInputClass(dayErrors.length > 0)}
                aria-describedby={described}
                aria-invalid={dayErrors.length > 0 || undefined}
              />
            </label>
            <label className="flex flex-col gap-1 text-xs">
              {t('admin.content.hours_close')}
              <input
                type="time"
                name={`hours.${day}.close`}
                defaultValue={values[`hours.${day}.close`] ?? ''}
                className={adminInputClass(dayErrors.length > 0)}
                aria-describedby={described}
                aria-invalid={dayErrors.length > 0 || undefined}
              />
            </label>
            <label className="col-span-2 flex items-center gap-2 text-sm tablet:col-span-1 tablet:self-center">
              <input
                type="checkbox"
                name={`hours.${day}.closed`}
                defaultChecked={values[`hours.${day}.closed`] === 'on'}
                className="h-5 w-5 accent-brand-dark"
              />
              {t('admin.content.hours_closed')}
            </label>
            {dayErrors.length ? (
              <p id={errorId} className="col-span-2 text-sm font-semibold text-danger tablet:col-span-4" data-field-error>
                {dayErrors.join(' ')}
              </p>
            ) : null}
          </div>
        );
      })}
    </fieldset>
  );
}

export { AdminErrorBoundary as ErrorBoundary };
