import { createActor, fromPromise, waitFor } from 'xstate';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { describe, expect, it } from 'vitest';
import { amlMachine, type AmlContext, type FillDraftInput } from '../../machines/aml/aml.machine';
import {
  AML_NOW,
  amlFixtures,
  invalidValidity,
  newDraft,
  resumedDraft,
  typicalAnswers,
  validValidity,
} from '../../machines/aml/aml.fixtures';
import { resumeStep } from '../../machines/aml/aml-answers';
import { assertFullCoverage, createModel, formatCoverage } from './harness';
import { amlSpec } from './aml-specification';

/** How the generated paths see the machine (shared by the full and the short form). */
const modelOptions = {
  machine: amlMachine,
  spec: amlSpec(AML_NOW),
  // The answers are fixture values; a state is identified by what decides the flow: the completed
  // steps, the branch answers, the save and attachment outcomes (the whole context would make the
  // graph of 13 steps × their orders unbounded for the traversal).
  serializeState: (snapshot: AnyMachineSnapshot) => {
    const c = snapshot.context as AmlContext;
    return JSON.stringify({
      value: snapshot.value,
      completed: [...c.completed].sort(),
      pep: c.answers.pep?.isPep ?? null,
      beneficiary: c.answers.beneficiaryQuestion?.customerIsBeneficiary ?? null,
      uploaded: c.documentUploaded,
      documentProblem: c.documentProblem,
      attachment: c.attachment?.problem ?? null,
      locked: c.lockedUntil,
      status: c.status,
      preview: c.preview !== null,
      previewError: c.previewError !== null,
      error: c.error !== null,
      draft: c.draftId,
    });
  },
  // Orders that add no behaviour, pruned so that the graph stays small: a save settles before the
  // customer answers the next step (it is one quick request); a failed save is tried on the first
  // step's save, where its recovery is the same as anywhere; a typed-in URL is tried from the approve
  // step (its routing is the same `resumeAt` guards a reload uses); `save.request` is raised by the
  // machine itself, never sent from outside.
  filterEvents: (snapshot: AnyMachineSnapshot, event: AnyEventObject) => {
    const saving = snapshot.matches({ questionnaire: { save: 'saving' } });
    const isSave = event.type.endsWith('.fillDraft');
    const c = snapshot.context as AmlContext;
    // One save requested while another is under way (the customer answers the document quickly).
    const quick =
      c.completed.length === 1 &&
      (event.type === 'xstate.done.actor.identityDocumentForm' ||
        (event.type === 'xstate.done.actor.checkIdentityDocument' &&
          (event.output as { outcome: string }).outcome === 'valid'));
    if (saving) return isSave || quick;
    // A failed save is retried before anything else (its recovery is what the paths check).
    if (snapshot.matches({ questionnaire: { save: 'failed' } })) return event.type === 'save.retry';
    // The identity step's refusals, its attachment and a failed save are explored the first time the
    // customer reaches that step (nothing else answered yet), not again from every later state.
    const firstVisit =
      c.completed.length === 1 && c.attachment === null && !c.documentUploaded && c.documentProblem === null;
    if (event.type === 'xstate.error.actor.fillDraft')
      return snapshot.hasTag('step:identityDocument') && firstVisit;
    if (event.type === 'document.attach') return firstVisit;
    if (event.type === 'xstate.done.actor.checkIdentityDocument')
      return (event.output as { outcome: string }).outcome === 'valid' || firstVisit;
    if (event.type === 'xstate.error.actor.checkIdentityDocument') return firstVisit;
    if (event.type === 'save.request') return false;
    if (event.type === 'step.goto') return snapshot.hasTag('step:approve');
    // Back is tried from the furthest step reached (one step back, then forward again): every back
    // transition and its branches are covered without walking every earlier step in every state.
    if (event.type === 'step.back') {
      const frontier = resumeStep(null, c.answers, c.completed, c.today);
      return snapshot.hasTag(`step:${frontier}` as never);
    }
    return true;
  },
  invariant: (snapshot: AnyMachineSnapshot) => {
    // Exactly one step (or none) is on screen while the questionnaire is open.
    const steps = [...snapshot.tags].filter((t) => t.startsWith('step:'));
    if (steps.length > 1) throw new Error(`two steps at once: ${steps.join(', ')}`);
  },
};

/** The short form's own ends (the wizards' output) are walked by the short-form model below. */
const SHORT_FORM_ONLY = [
  { state: 'finished', reason: 'the short form ends there; covered by the short-form model' },
  ...['valid', 'success', 'pending', 'invalid'].map((state) => ({
    branch: `${state} on always[0]`,
    reason: 'the short form leaves the result for the wizard; covered by the short-form model',
  })),
] as const;

describe('aml machine: generated paths', () => {
  const model = createModel({ ...modelOptions, name: 'aml', fixtures: amlFixtures });
  for (const path of model.paths) it(path.description, () => model.runPath(path));
  it('covers every state, transition and branch', () => {
    const report = model.coverage();
    console.log(formatCoverage(report, SHORT_FORM_ONLY));
    assertFullCoverage(report, SHORT_FORM_ONLY);
  });
});

describe('aml machine: the short form (wizards) ends with the validity', () => {
  const model = createModel({
    ...modelOptions,
    name: 'amlShort',
    fixtures: { ...amlFixtures, input: { ...amlFixtures.input, mode: 'short' } },
  });
  const finishing = model.paths.filter((path) => path.steps.at(-1)?.state.status === 'done');
  for (const path of finishing) it(path.description, () => model.runPath(path));
  it('reaches the end from every result', () => {
    const covered = new Set(model.coverage().branches.covered);
    for (const exclusion of SHORT_FORM_ONLY)
      if ('branch' in exclusion) expect(covered).toContain(exclusion.branch);
    expect(model.coverage().states.covered).toContain('finished');
  });
});

describe('aml machine: the draft and the answers', () => {
  function start(options: { draft?: typeof newDraft; fails?: number } = {}) {
    const fills: FillDraftInput[] = [];
    let failures = options.fails ?? 0;
    let opened = 0;
    const machine = amlMachine.provide({
      actors: {
        loadValidity: fromPromise(async () => invalidValidity),
        openDraft: fromPromise(async () => {
          opened += 1;
          return options.draft ?? newDraft;
        }),
        fillDraft: fromPromise<void, FillDraftInput>(async ({ input }) => {
          fills.push(input);
          if (failures > 0) {
            failures -= 1;
            throw new Error('HTTP 500');
          }
        }),
      },
    });
    const actor = createActor(machine, {
      input: { mode: 'full', now: AML_NOW, requestedStep: null },
    }).start();
    const answer = async (form: string, values: Record<string, string>) => {
      await waitFor(actor, (s) => s.children[form] !== undefined);
      const child = actor.getSnapshot().children[form];
      for (const [name, value] of Object.entries(values)) child?.send({ type: 'field.change', name, value });
      child?.send({ type: 'form.submit' });
    };
    return { actor, fills, answer, openedCount: () => opened };
  }

  it('creates the draft once and saves the contacts answers into it', async () => {
    const { actor, fills, answer, openedCount } = start();
    await answer('contactsForm', typicalAnswers.contacts);
    await waitFor(
      actor,
      (s) => s.hasTag('step:identityDocument') && s.matches({ questionnaire: { save: 'saved' } }),
    );
    expect(openedCount()).toBe(1);
    expect(fills.at(-1)).toEqual({
      draftId: 4117,
      declaration: {
        contacts: {
          email: 'ona@example.lt',
          phone: '+37061234567',
          address: 'Gedimino pr. 1, Vilnius',
          countryOfResidence: 'LT',
        },
      },
      documentUploaded: false,
    });
  });

  it('a failed save keeps the answers on screen and a retry saves them', async () => {
    const { actor, fills, answer } = start({ fails: 1 });
    await answer('contactsForm', typicalAnswers.contacts);
    await waitFor(actor, (s) => s.matches({ questionnaire: { save: 'failed' } }));
    expect(actor.getSnapshot().context.answers.contacts).toEqual(typicalAnswers.contacts);
    actor.send({ type: 'step.back', values: {} });
    const form = await waitFor(actor, (s) => s.children.contactsForm !== undefined);
    expect(
      (form.children.contactsForm?.getSnapshot() as { context: { values: unknown } }).context.values,
    ).toEqual(typicalAnswers.contacts);
    actor.send({ type: 'save.retry' });
    await waitFor(actor, (s) => s.matches({ questionnaire: { save: 'saved' } }));
    expect(fills).toHaveLength(2);
    expect(fills[1]?.declaration.contacts?.email).toBe('ona@example.lt');
  });

  it('resumes a draft last saved 14 days ago at its first unanswered step', async () => {
    const { actor } = start({ draft: resumedDraft(3) });
    await waitFor(actor, (s) => s.hasTag('step:activities'));
    expect(actor.getSnapshot().context.answers.contacts?.email).toBe('ona@example.lt');
  });

  it('back keeps what was typed on the step it leaves', async () => {
    const { actor, answer } = start();
    await answer('contactsForm', typicalAnswers.contacts);
    await waitFor(actor, (s) => s.hasTag('step:identityDocument'));
    actor.send({ type: 'step.back', values: { documentNumber: 'AB12345' } });
    await waitFor(actor, (s) => s.hasTag('step:contacts'));
    expect(actor.getSnapshot().context.answers.identityDocument?.documentNumber).toBe('AB12345');
  });

  it('ends at once with Valid in the short form when AML is valid already', async () => {
    const machine = amlMachine.provide({ actors: { loadValidity: fromPromise(async () => validValidity) } });
    const actor = createActor(machine, {
      input: { mode: 'short', now: AML_NOW, requestedStep: null },
    }).start();
    const end = await waitFor(actor, (s) => s.status === 'done');
    expect(end.output).toEqual({ status: 'Valid', validUntil: '2027-11-23' });
  });
});
