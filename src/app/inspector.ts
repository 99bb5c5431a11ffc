import type { InspectionEvent, Observer } from 'xstate';

/**
 * The XState inspector for designers and analysts: in development, `?inspect` in the URL (or
 * VITE_XSTATE_INSPECT=true) opens Stately's inspector and attaches it to every machine actor the app
 * starts. `import.meta.env.DEV` is false in production builds, so the inspector is not bundled there.
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

/** Pass as the `inspect` option of createActor / useActorRef. Undefined unless the inspector is on. */
export function getInspect(): Observer<InspectionEvent> | undefined {
  return inspect;
}
