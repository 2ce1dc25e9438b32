import { Suspense, useState, type ReactElement } from 'react';
import { hydrationTask } from '~/lib/browser/preact-hydration';

/**
 * A place where the page's first hydration may pause (decision 0137): Preact hydrates in one task where React sliced
 * its work, and one task for the whole page blocked the main thread for hundreds of milliseconds on a phone
 * (Lighthouse's Total Blocking Time). When the current task has run its slice, the child hydrates in a task of its
 * own; while it waits, Preact keeps the server's element in place. Later renders (client navigations) render the
 * child at once.
 *
 * The child must render exactly one element on the server: Preact keeps the first element it finds for a part that
 * waits. The server render has no boundary at all (React would write Suspense markers around it).
 */
export function HydrateLater({ children }: { children: ReactElement }) {
  if (typeof document === 'undefined') return children;
  return (
    <Suspense fallback={null}>
      <WaitForTask>{children}</WaitForTask>
    </Suspense>
  );
}

function WaitForTask({ children }: { children: ReactElement }) {
  // decided once, at the first render of this part
  const [task] = useState(hydrationTask);
  if (task && !task.done) throw task.promise;
  return children;
}
