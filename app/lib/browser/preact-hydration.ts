/**
 * The browser runs Preact in React's place (decision 0137): the server renders with React 19, the browser hydrates
 * that HTML with Preact through preact/compat. Where the two differ in what hydration needs, this module makes up
 * the difference, so that no component has to know:
 * - the root: Preact renders into `document.documentElement` when given the document, so the tree's own <html>
 *   would be created inside it; the container is a stand-in whose only child is the document's <html>;
 * - React Router's state: `HydratedRouter` throws the promise of its decoded state once (React waits for it at the
 *   root); it is awaited before hydrating;
 * - the head: React's server render hoists a preload for each eager image, which the browser tree does not have,
 *   and Preact matches an element's children by tag in order; they are removed first;
 * - attributes: Preact keeps an element's server attributes when it hydrates it; `useId` differs between the two
 *   (React `_R_…_`, Preact `P0-…`) and browser-only state (`useSyncExternalStore` has no server snapshot in
 *   Preact) too, so the browser render's attributes are written where they differ (`adoptAttributes`);
 * - typed text: a controlled field typed in before its part hydrated tells its component (`replayTypedValue`);
 * - effects: Preact runs `useEffect` after the next animation frame; they run after the current task instead, as
 *   React's do, so a hidden tab or a stopped clock does not hold them back;
 * - time slicing: Preact hydrates in one task, React in slices of 5 ms; the page's larger parts are `HydrateLater`
 *   boundaries, which wait for a task of their own once the current one has run 5 ms (`hydrationTask`), so no
 *   single task blocks the page for long.
 */
import { options, type VNode } from 'preact';
import type { ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { setFirstHydrationRunning } from './use-hydrated';

const SKIPPED = new Set([
  'children',
  'key',
  'ref',
  'dangerouslySetInnerHTML',
  'value',
  'checked',
  'defaultValue',
  'defaultChecked',
  'selected',
  'style',
  'suppressHydrationWarning',
  // the browser hides a script's nonce from the DOM; writing it back would expose it
  'nonce',
]);

/** Attributes React writes as "true"/"false" text for a boolean, as it does for aria-* and data-*. */
const BOOLEANISH = new Set([
  'contenteditable',
  'draggable',
  'spellcheck',
  'focusable',
  'autoreverse',
  'externalresourcesrequired',
  'preservealpha',
]);

/** Preact's names for a vnode's DOM node and children in its published build. */
type PublishedVNode = VNode & { __e?: Element | Text | null };

function attributeName(prop: string): string {
  if (prop === 'className') return 'class';
  if (prop === 'htmlFor') return 'for';
  return prop;
}

/** The attribute text React writes for a prop value, or null when it writes no attribute. */
function attributeText(name: string, value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'boolean') {
    if (name.startsWith('aria-') || name.startsWith('data-') || BOOLEANISH.has(name.toLowerCase())) return String(value);
    return value ? '' : null;
  }
  return String(value);
}

/** Writes the vnode's plain attributes on its element where the element has other values. */
export function adoptAttributes(vnode: PublishedVNode) {
  const dom = vnode.__e;
  if (typeof vnode.type !== 'string' || !dom || dom.nodeType !== 1) return;
  const element = dom as Element;
  const props = vnode.props as Record<string, unknown>;
  for (const prop in props) {
    if (SKIPPED.has(prop)) continue;
    const value = props[prop];
    if (typeof value === 'function' || (typeof value === 'object' && value !== null)) continue;
    const name = attributeName(prop);
    const text = attributeText(name, value);
    if (element.getAttribute(name) === text) continue;
    if (text === null) element.removeAttribute(name);
    else element.setAttribute(name, text);
  }
}

/** A part of the page that hydrates in a task of its own (`HydrateLater`); done once its task has come. */
export interface HydrationTask {
  done: boolean;
  promise: Promise<void>;
}

/** Hydration work per task before a part waits for the next one (React's scheduler yields every 5 ms). */
const SLICE_MS = 5;

/**
 * The hydration's scheduling, browser-only and for the page's first hydration: when the current task began, and
 * the last task handed out. Each deferred part waits for the one before it and then for a task of its own, so the
 * parts hydrate one per task, in the order they render.
 */
const slicing = { active: false, taskStart: 0, lastTask: Promise.resolve() };

/**
 * For a part that starts rendering now (see HydrateLater): the task of its own it should wait for, while the page's
 * first hydration goes on and the current task has run SLICE_MS; else null.
 */
export function hydrationTask(): HydrationTask | null {
  if (!slicing.active || performance.now() - slicing.taskStart < SLICE_MS) return null;
  const task: HydrationTask = { done: false, promise: slicing.lastTask };
  task.promise = slicing.lastTask = slicing.lastTask
    .then(() => new Promise<void>((resolve) => afterTask(resolve)))
    .then(() => {
      slicing.taskStart = performance.now();
      task.done = true;
    });
  return task;
}

/**
 * A controlled field the shopper typed in before its part hydrated: Preact leaves the typed text in the element
 * but the component's state does not have it, and its next render would write the state's value over it. Its
 * component is told with an `input` event (`change` for a select) once the render is over, as React 19 replays it.
 */
function replayTypedValue(vnode: PublishedVNode) {
  const element = vnode.__e as HTMLInputElement | null | undefined;
  const props = vnode.props as Record<string, unknown>;
  if (!element || props.value === undefined || props.value === null) return;
  if (vnode.type !== 'input' && vnode.type !== 'textarea' && vnode.type !== 'select') return;
  if (vnode.type === 'input' && /^(checkbox|radio|file)$/i.test(String(props.type ?? ''))) return;
  if (element.value === String(props.value)) return;
  const type = vnode.type === 'select' ? 'change' : 'input';
  queueMicrotask(() => element.dispatchEvent(new Event(type, { bubbles: true })));
}

/** Runs a callback after the current task (a message to itself), as React's scheduler runs passive effects. */
function afterTask(callback: () => void) {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    callback();
  };
  channel.port2.postMessage(null);
}

/** Hydrates the document with `app` (React Router's HydratedRouter); `prepare` runs first (its state decoding). */
export async function hydrateDocument(app: ReactElement, prepare: () => void) {
  options.requestAnimationFrame = afterTask;
  try {
    prepare();
  } catch (thrown) {
    if (thrown && typeof (thrown as Promise<unknown>).then === 'function') await thrown;
    else throw thrown;
  }
  for (const preload of document.head.querySelectorAll('link[rel="preload"][as="image"]')) preload.remove();

  const html = document.documentElement;
  const container = {
    nodeType: 1,
    namespaceURI: html.namespaceURI,
    ownerDocument: document,
    firstChild: html,
    childNodes: [html],
    insertBefore: (node: Node, before: Node | null) => document.insertBefore(node, before),
  } as unknown as Element;
  // the root's vnode tree hangs on its container, as React's does on the document; the e2e tests walk it to tell
  // hydrated elements from kept server HTML (decision 0041)
  (document as Document & { __shopRoot?: Element }).__shopRoot = container;

  // Preact hydrates synchronously, the deferred parts in later tasks: the hook is on until the last of them is done
  // (in between it also sees ordinary renders, whose elements already carry their props' values)
  const previous = options.diffed;
  options.diffed = (vnode) => {
    adoptAttributes(vnode as PublishedVNode);
    replayTypedValue(vnode as PublishedVNode);
    previous?.(vnode);
  };
  slicing.active = true;
  setFirstHydrationRunning(true);
  slicing.taskStart = performance.now();
  try {
    hydrateRoot(container, app);
  } finally {
    // every part deferred from here on has its task in the chain by the time the last one ends
    const untilQuiet = (): Promise<void> => {
      const last = slicing.lastTask;
      return last
        .then(() => new Promise<void>((resolve) => afterTask(resolve)))
        .then(() => (last === slicing.lastTask ? undefined : untilQuiet()));
    };
    void untilQuiet().then(() => {
      options.diffed = previous;
      slicing.active = false;
      setFirstHydrationRunning(false);
    });
  }
}
