import { createContext, useContext } from 'react';

/**
 * The server HTML of static islands, kept per process (decision 0122). An island whose content depends only on what
 * its `serverKey` names (the footer: root settings) is rendered by React once per process and key; later documents
 * take the same markup from here instead of rendering its ~100 elements again. The browser keeps an island's server
 * HTML anyway (decision 0041), so it cannot tell the two apart. Only the server render provides it (entry.server).
 */
export interface IslandHtml {
  /** The island's inner HTML written by an earlier document for this key. */
  get(id: string, key: string): string | undefined;
  /** Asks for this document's inner HTML of the island to be kept under the key once the document is written. */
  capture(id: string, key: string): void;
}

const IslandHtmlContext = createContext<IslandHtml | null>(null);
export const IslandHtmlProvider = IslandHtmlContext.Provider;
export const useIslandHtml = () => useContext(IslandHtmlContext);

/** At most this many islands × keys are kept; a full store starts over (keys change only with settings). */
const MAX_ENTRIES = 64;

/** The process's store and the document-side collector (entry.server makes one per document). */
export function createIslandHtmlStore(max = MAX_ENTRIES) {
  const entries = new Map<string, string>();
  const entryKey = (id: string, key: string) => `${id}\u0000${key}`;

  return {
    get size() {
      return entries.size;
    },
    /** A collector for one document: `keep(html)` reads the captured islands out of the written document. */
    forDocument() {
      const wanted: { id: string; key: string }[] = [];
      const islands: IslandHtml = {
        get: (id, key) => entries.get(entryKey(id, key)),
        capture: (id, key) => void wanted.push({ id, key }),
      };
      const keep = (html: Buffer) => {
        if (!wanted.length) return;
        const text = html.toString('utf8');
        for (const { id, key } of wanted) {
          const inner = islandInnerHtml(text, id);
          if (inner === undefined) continue;
          if (entries.size >= max) entries.clear();
          entries.set(entryKey(id, key), inner);
        }
      };
      return { islands, keep };
    },
  };
}

/**
 * The markup between the start tag carrying `id` and its end tag, in a document React wrote: attribute values and
 * text have `<` and `>` escaped, so tags are found by their names (nested elements of the same name counted).
 */
export function islandInnerHtml(html: string, id: string): string | undefined {
  const at = html.indexOf(` id="${id}"`);
  if (at < 0) return undefined;
  const open = html.lastIndexOf('<', at);
  const tag = /^<([a-z][a-z0-9]*)[\s>]/.exec(html.slice(open, at + 1))?.[1];
  const start = html.indexOf('>', at) + 1;
  if (!tag || start === 0) return undefined;
  const tags = new RegExp(`<(/?)${tag}[\\s>]`, 'g');
  tags.lastIndex = start;
  let depth = 1;
  for (let match = tags.exec(html); match; match = tags.exec(html)) {
    depth += match[1] ? -1 : 1;
    if (depth === 0) return html.slice(start, match.index);
  }
  return undefined;
}
