/**
 * A storefront form on conform (decision 0078): the form's zod schema checks it in the browser before sending
 * (on submit, then on blur/input of a field already reported) with the same Slovak messages the server answers,
 * and the action's FormResult (errors, typed values) is conform's last result. Without JavaScript the form is a
 * plain POST and the server's answer renders the same way.
 */
import { useForm, type Submission } from '@conform-to/react';
import { useMemo, type FormEvent } from 'react';
import { parseWithZod } from '@conform-to/zod/v4';
import type { z } from 'zod';
import { issueMessage } from '@/lib/validation';
import type { FormResult } from '~/lib/forms/form-result';
import { submissionOf } from '~/lib/forms/form-result';
import { useT } from '~/lib/root/use-root-data';

/** The name of conform's own submit buttons (its INTENT: validate, update… a field in the browser). */
const CONFORM_INTENT = '__intent__';

/**
 * `form` and `fields` are conform's; spread `onSubmit` (not `form.onSubmit`) on the form, after a refusal it keeps
 * conform's own submits in the browser.
 */
export function useShopForm(options: {
  id: string;
  /** the form's zod schema; without it only the server checks the form */
  schema?: z.ZodType;
  result: FormResult<unknown> | null | undefined;
}) {
  const t = useT();
  const { schema } = options;
  // one object per answer: conform reports a last result again whenever its identity changes
  const lastResult = useMemo(() => submissionOf(options.result), [options.result]);
  const [form, fields] = useForm<Record<string, string>>({
    id: options.id,
    lastResult,
    shouldValidate: 'onSubmit',
    // conform marks the fields of a refusal (the server's too) as checked and re-checks them as they are typed in;
    // without a schema that check would be the server's: a post of the form per keystroke (decision 0078)
    shouldRevalidate: schema ? 'onInput' : 'onSubmit',
    onValidate: !schema
      ? undefined
      : ({ formData }) => {
          const input = nestedValues(formData);
          // the raw strings, as the server's safeParse sees them (no coercion of '' to undefined)
          return parseWithZod(formData, {
            schema,
            disableAutoCoercion: true,
            formatError: (issues: z.core.$ZodIssue[]) => [...new Set(issues.map((issue) => issueMessage(issue, input, t)))],
          }) as unknown as Submission<Record<string, string>>;
        },
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    form.onSubmit(event);
    // a submit with conform's intent is a check in the browser, never a post to the action
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    if (!event.defaultPrevented && submitter?.getAttribute('name') === CONFORM_INTENT) event.preventDefault();
  };
  return { form, fields, onSubmit, errors: form.allErrors as Record<string, string[] | undefined> };
}

/** FormData with dotted names ('invoice.ico') as the nested object the schema parses (for the messages' "empty"). */
function nestedValues(formData: FormData): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [name, value] of formData.entries()) {
    const path = name.split('.');
    let node = root;
    for (const key of path.slice(0, -1)) node = (node[key] ??= {}) as Record<string, unknown>;
    node[path.at(-1)!] ??= value;
  }
  return root;
}
