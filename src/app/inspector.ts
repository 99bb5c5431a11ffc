import type { InspectionEvent, Observer } from 'xstate';

/**
 * The XState inspector for designers and analysts: in development, `?inspect` in the URL (or
 * VITE_XSTATE_INSPECT=true) opens Stately's inspector and attaches it to every machine actor the app
 * starts (the session, the data cache's loads, every screen's flow through src/app/flow-context.tsx).
 * `import.meta.env.DEV` is false in production builds, so the inspector is not bundled there.
 * Storybook has its own switch (the "Inspector" toolbar button in .storybook/preview.tsx), which hands
 * its inspector over with `setInspect`.
 */
let inspect: Observer<InspectionEvent> | undefined;

export async function setupInspector(): Promise<void> {
  if (!import.meta.env.DEV) return;
  const wanted =
    import.meta.env.VITE_XSTATE_INSPECT === 'true' ||
    new URLSearchParams(window.location.search).has('inspect');
  if (!wanted) return;
  const { createBrowserInspector } = await import('@statelyai/inspect');
  inspect = createBrowserInspector({ autoStart: true }).inspect;
}

/** Attaches (or, with undefined, detaches) the inspector for actors created from now on. */
export function setInspect(observer: Observer<InspectionEvent> | undefined): void {
  inspect = observer;
}

/** Pass as the `inspect` option of createActor / useActorRef. Undefined unless the inspector is on. */
export function getInspect(): Observer<InspectionEvent> | undefined {
  return inspect;
}
