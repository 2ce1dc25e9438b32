/**
 * A storefront form on conform (decision 0078): the form's zod schema checks it in the browser before sending
 * (on submit, then on blur/input of a field already reported) with the same Slovak messages the server answers,
 * and the action's FormResult (errors, typed values) is conform's last result. Without JavaScript the form is a
 * plain POST and the server's answer renders the same way.
 */
import { useForm, type Submission } from '@conform-to/react';
import { useMemo } from 'react';
import { parseWithZod } from '@conform-to/zod/v4';
import type { z } from 'zod';
import { issueMessage } from '@/lib/validation';
import type { FormResult } from '~/lib/forms/form-result';
import { submissionOf } from '~/lib/forms/form-result';
import { useT } from '~/lib/root/use-root-data';

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
    shouldRevalidate: 'onInput',
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
  return { form, fields, errors: form.allErrors as Record<string, string[] | undefined> };
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
