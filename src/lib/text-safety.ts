/**
 * Text that cannot be stored (decision 0054): PostgreSQL `text` refuses the NUL character, and a lone UTF-16
 * surrogate has no UTF-8 form (drivers silently turn it into U+FFFD). Such input is refused where a request is read,
 * before any domain code sees it. Browser-safe, no dependencies.
 */

// eslint-disable-next-line no-control-regex
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Whether `text` holds a NUL or a lone surrogate. */
export function hasUnstorableCharacters(text: string): boolean {
  return UNSTORABLE.test(text);
}

/**
 * The dotted paths ('' for the value itself) of every string — object keys included — in a parsed body that holds a
 * NUL or a lone surrogate. Walks with an explicit stack, so a deeply nested body cannot overflow the call stack.
 */
export function unstorableFields(value: unknown): string[] {
  const found = new Set<string>();
  const stack: [unknown, string][] = [[value, '']];
  while (stack.length > 0) {
    const [current, path] = stack.pop()!;
    if (typeof current === 'string') {
      if (hasUnstorableCharacters(current)) found.add(path);
    } else if (current !== null && typeof current === 'object') {
      for (const [key, inner] of Object.entries(current)) {
        const innerPath = path ? `${path}.${key}` : key;
        if (hasUnstorableCharacters(key)) found.add(path);
        stack.push([inner, innerPath]);
      }
    }
  }
  return [...found];
}
