import { useContext, useEffect, useRef, useState } from 'react';
import { UNSAFE_DataRouterStateContext, useNavigation } from 'react-router';
import { PROGRESS_DURATION_MS, PROGRESS_THROTTLE_MS } from '@/lib/constants';
import { useT } from '~/lib/root/use-root-data';

type Phase = 'hidden' | 'running' | 'done';

/** How far the bar creeps while waiting (it never reaches the end before the navigation does). */
const RUNNING_SCALE = 0.9;
const FINISH_MS = 200;
const FADE_MS = 300;
const ERROR_LINGER_MS = 1500;

/**
 * Set on window while a navigation runs. A navigation that ends in the root error boundary remounts the document
 * layout (and this component with it); the new instance reads the flag to still show the red bar.
 */
type ProgressWindow = Window & { __shopNavigationPending?: boolean };

function reducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
}

/**
 * Navigation progress bar (SPEC §2): appears only when a navigation takes longer than 200 ms, creeps towards the end
 * over 5000 ms, completes when the router is idle and turns red when the navigation ended in an error (a loader threw,
 * the data request failed, a 404). Brief red flash also for a failed navigation that was too quick to show the bar.
 */
export function NavigationProgress() {
  const t = useT();
  const navigation = useNavigation();
  // The router's errors of the current state (set together with navigation → idle). No public hook outside boundaries.
  const routerState = useContext(UNSAFE_DataRouterStateContext);
  const failed = Boolean(routerState?.errors && Object.keys(routerState.errors).length > 0);
  const busy = navigation.state !== 'idle';

  const [phase, setPhase] = useState<Phase>('hidden');
  const [error, setError] = useState(false);
  const barRef = useRef<HTMLDivElement>(null);
  const wasBusy = useRef(false);
  const shown = useRef(false);

  useEffect(() => {
    const w = window as ProgressWindow;
    if (busy) {
      w.__shopNavigationPending = true;
      wasBusy.current = true;
      const timer = window.setTimeout(() => {
        shown.current = true;
        setError(false);
        setPhase('running');
      }, PROGRESS_THROTTLE_MS);
      return () => window.clearTimeout(timer);
    }
    const remountedAfterFailure = !wasBusy.current && w.__shopNavigationPending === true && failed;
    w.__shopNavigationPending = false;
    if (remountedAfterFailure) {
      setError(true);
      setPhase('done');
      return undefined;
    }
    if (!wasBusy.current) return undefined;
    wasBusy.current = false;
    if (shown.current || failed) {
      shown.current = false;
      setError(failed);
      setPhase('done');
    }
    return undefined;
    // only `busy` drives this effect: `failed` is read at the moment the navigation ends
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [busy]);

  useEffect(() => {
    const bar = barRef.current;
    if (!bar || phase === 'hidden') return;
    const quick = reducedMotion();
    if (phase === 'running') {
      const animation = bar.animate([{ transform: 'scaleX(0)' }, { transform: `scaleX(${RUNNING_SCALE})` }], {
        duration: quick ? 1 : PROGRESS_DURATION_MS,
        easing: 'cubic-bezier(0.1, 0.6, 0.3, 1)',
        fill: 'forwards',
      });
      return () => {
        // keep the reached width for the finishing animation
        try {
          animation.commitStyles();
        } catch {
          /* not rendered */
        }
        animation.cancel();
      };
    }
    // done: fill up, linger (longer when red), fade out, then unmount
    const from = getComputedStyle(bar).transform;
    const finish = bar.animate([{ transform: from === 'none' ? 'scaleX(0)' : from }, { transform: 'scaleX(1)' }], {
      duration: quick ? 1 : FINISH_MS,
      easing: 'ease-out',
      fill: 'forwards',
    });
    const fade = bar.parentElement?.animate([{ opacity: 1 }, { opacity: 0 }], {
      duration: quick ? 1 : FADE_MS,
      delay: FINISH_MS + (error ? ERROR_LINGER_MS : 100),
      fill: 'forwards',
    });
    const timer = window.setTimeout(() => setPhase('hidden'), FINISH_MS + (error ? ERROR_LINGER_MS : 100) + FADE_MS + 20);
    return () => {
      window.clearTimeout(timer);
      finish.cancel();
      fade?.cancel();
      bar.style.transform = '';
    };
  }, [phase, error]);

  if (phase === 'hidden') return null;
  return (
    <div
      role="progressbar"
      aria-label={t('progress.label')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-busy={phase === 'running'}
      data-state={error ? 'error' : phase}
      className="pointer-events-none fixed inset-x-0 top-0 z-[200] h-1"
    >
      <div ref={barRef} className={`h-full origin-left ${error ? 'bg-danger' : 'bg-brand'}`} style={{ transform: 'scaleX(0)' }} />
    </div>
  );
}
