import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  documentFileMachine,
  selectBlockedFile,
  selectFailedFile,
  selectPendingFile,
  type DeliverDocumentInput,
  type DeliverDocumentOutput,
  type DocumentFileSnapshot,
} from '../../machines/records/document-file.machine';
import {
  annualStatement,
  documentFileFixtures,
  documentLoadFailure,
} from '../../machines/records/document-file.fixtures';
import { createModel, testGeneratedPaths } from './harness';
import { documentFileSpec } from './specification';

describe('document file machine: generated paths', () => {
  const model = createModel({
    name: 'documentFile',
    machine: documentFileMachine,
    fixtures: documentFileFixtures,
    spec: documentFileSpec,
    invariant: (snapshot) => {
      const file = snapshot as DocumentFileSnapshot;
      // §6: the clicked button shows a loader exactly while the file is under way.
      if ((selectPendingFile(file) !== null) !== file.matches('delivering'))
        throw new Error('pending iff delivering');
      if ((selectFailedFile(file) !== null) !== file.matches('failed')) throw new Error('failed iff failed');
    },
  });

  testGeneratedPaths(model);
});

describe('document file machine: behaviour', () => {
  it('hands the clicked document and action to the provided actor and offers the blocked tab as a link', async () => {
    const inputs: DeliverDocumentInput[] = [];
    const actor = createActor(
      documentFileMachine.provide({
        actors: {
          deliverDocument: fromPromise<DeliverDocumentOutput, DeliverDocumentInput>(async ({ input }) => {
            inputs.push(input);
            return { blockedUrl: 'blob:story/7001' };
          }),
        },
      }),
    ).start();
    actor.send({ type: 'document.open', document: annualStatement });
    const done = await waitFor(actor, (s) => s.matches('delivered'), { timeout: 10_000 });
    expect(inputs).toEqual([{ document: annualStatement, action: 'open' }]);
    expect(selectBlockedFile(done)).toEqual({ id: 7001, url: 'blob:story/7001' });
  });

  it('keeps the failed document and action for the row, and a new click retries', async () => {
    let calls = 0;
    const actor = createActor(
      documentFileMachine.provide({
        actors: {
          deliverDocument: fromPromise<DeliverDocumentOutput, DeliverDocumentInput>(async () => {
            calls += 1;
            if (calls === 1) throw documentLoadFailure;
            return { blockedUrl: null };
          }),
        },
      }),
    ).start();
    actor.send({ type: 'document.download', document: annualStatement });
    const failed = await waitFor(actor, (s) => s.hasTag('error'), { timeout: 10_000 });
    expect(selectFailedFile(failed)).toEqual({ document: annualStatement, action: 'download' });
    actor.send({ type: 'document.download', document: annualStatement });
    const done = await waitFor(actor, (s) => s.matches('delivered'), { timeout: 10_000 });
    expect(selectFailedFile(done)).toBeNull();
    expect(calls).toBe(2);
  });
});
