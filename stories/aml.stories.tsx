import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { createActor, fromPromise, type AnyActorRef } from 'xstate';
import type { AmlStep } from '../machines/aml/aml-answers';
import {
  AML_NOW,
  beneficiaryDraft,
  invalidValidity,
  newDraft,
  pendingValidity,
  pepDraftWithoutDetails,
  previewPdf,
  resumedDraft,
  typicalAnswers,
  validValidity,
} from '../machines/aml/aml.fixtures';
import {
  amlMachine,
  type AmlMode,
  type AmlOpenedDraft,
  type AmlValidityOutput,
  type UploadInput,
  type AmlPreview,
  type PublishOutcome,
  type DeliverPreviewInput,
  type IdentityCheckOutcome,
} from '../machines/aml/aml.machine';
import { AmlFailedPage, AmlView } from '../src/kits/aml/aml-view';
import { StoryRouter } from './support/story-router';

/**
 * /portal/aml (§2 AML questionnaire): every step, the identity check's modal, message and lockout, the
 * autosave states, and the results. Each story drives the real machine with fakes to one state; the
 * "live" stories answer at once so the questionnaire can be clicked through.
 */
const meta = {
  title: 'Portal/AML questionnaire',
  parameters: { layout: 'fullscreen', viewport: { defaultViewport: 'mobile1' } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const never = <T,>() => new Promise<T>(() => undefined);

interface Fakes {
  validity?: AmlValidityOutput[];
  draft?: AmlOpenedDraft;
  fill?: () => Promise<void>;
  check?: () => Promise<IdentityCheckOutcome>;
  preview?: boolean;
  publish?: boolean;
}

function machineWith(fakes: Fakes) {
  const answers = [...(fakes.validity ?? [invalidValidity])];
  return amlMachine.provide({
    actors: {
      loadValidity: fromPromise<AmlValidityOutput, void>(async () =>
        answers.length > 1 ? (answers.shift() ?? invalidValidity) : (answers[0] ?? invalidValidity),
      ),
      openDraft: fromPromise<AmlOpenedDraft, void>(async () => fakes.draft ?? newDraft),
      fillDraft: fromPromise(fakes.fill ?? (async () => undefined)),
      checkIdentityDocument: fromPromise(fakes.check ?? (async () => ({ outcome: 'valid' }) as const)),
      uploadDocument: fromPromise<void, UploadInput>(async () => undefined),
      generatePreview: fromPromise<AmlPreview, { draftId: number }>(
        fakes.preview === false ? never : async () => previewPdf,
      ),
      deliverPreview: fromPromise<void, DeliverPreviewInput>(async () => undefined),
      publish: fromPromise<PublishOutcome, { draftId: number }>(
        fakes.publish ? async () => ({ status: 'Valid', errors: [] }) : never,
      ),
    },
  });
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

type Action = { fill: AmlStep } | 'submit' | 'approve';

async function drive(actor: AnyActorRef, actions: readonly Action[]) {
  await tick();
  await tick();
  for (const action of actions) {
    const snapshot = actor.getSnapshot() as {
      children: Record<string, AnyActorRef | undefined>;
      tags: Set<string>;
    };
    if (action === 'approve') {
      actor.send({ type: 'approve.submit' });
    } else if (action === 'submit') {
      const form = Object.entries(snapshot.children).find(([id]) => id.endsWith('Form'))?.[1];
      form?.send({ type: 'form.submit' });
    } else {
      const form = snapshot.children[`${action.fill}Form`];
      for (const [name, value] of Object.entries(typicalAnswers[action.fill]))
        form?.send({ type: 'field.change', name, value });
    }
    await tick();
    await tick();
  }
}

function Flow({
  fakes = {},
  actions = [],
  mode = 'full',
}: {
  fakes?: Fakes;
  actions?: readonly Action[];
  mode?: AmlMode;
}) {
  const [actor] = useState(() =>
    createActor(machineWith(fakes), { input: { mode, now: AML_NOW, requestedStep: null } }).start(),
  );
  const [plan] = useState(actions);
  useEffect(() => {
    void drive(actor, plan);
  }, [actor, plan]);
  return (
    <StoryRouter url="/portal/aml">
      <AmlView actor={actor} />
    </StoryRouter>
  );
}

export const Contacts: Story = { name: 'step – contacts/my-contacts', render: () => <Flow /> };
export const ContactsErrors: Story = {
  name: 'step – contacts, every question must be answered',
  render: () => <Flow actions={['submit']} />,
};
export const IdDocument: Story = {
  name: 'step – id-document',
  render: () => <Flow fakes={{ draft: resumedDraft(1) }} />,
};
export const InvalidDocument: Story = {
  name: "id-document – 'Negaliojantis dokumentas' modal",
  render: () => (
    <Flow
      fakes={{ draft: resumedDraft(1), check: async () => ({ outcome: 'invalid' }) }}
      actions={[{ fill: 'identityDocument' }, 'submit']}
    />
  ),
};
export const ExpiredDocument: Story = {
  name: 'id-document – expired, refused with its message',
  render: () => (
    <Flow
      fakes={{ draft: resumedDraft(1), check: async () => ({ outcome: 'expired' }) }}
      actions={[{ fill: 'identityDocument' }, 'submit']}
    />
  ),
};
export const CheckingDocument: Story = {
  name: 'id-document – checking',
  render: () => (
    <Flow
      fakes={{ draft: resumedDraft(1), check: never }}
      actions={[{ fill: 'identityDocument' }, 'submit']}
    />
  ),
};
export const Lockout: Story = {
  name: 'id-document – identity-check lockout',
  render: () => (
    <Flow
      fakes={{
        draft: resumedDraft(1),
        check: async () => ({ outcome: 'locked', lockedUntil: '2026-11-24T10:00:00.000Z' }),
      }}
      actions={[{ fill: 'identityDocument' }, 'submit']}
    />
  ),
};
export const RelationWithLithuania: Story = {
  name: 'step – relation-with-lithuania',
  render: () => <Flow fakes={{ draft: resumedDraft(2) }} />,
};
export const Activities: Story = {
  name: 'step – sources-of-income/activities',
  render: () => <Flow fakes={{ draft: resumedDraft(3) }} />,
};
export const Sources: Story = {
  name: 'step – sources-of-income/sources',
  render: () => <Flow fakes={{ draft: resumedDraft(4) }} />,
};
export const MyIncome: Story = {
  name: 'step – sources-of-income/my-income (§5 ranges)',
  render: () => <Flow fakes={{ draft: resumedDraft(5) }} />,
};
export const Pep: Story = { name: 'step – pep', render: () => <Flow fakes={{ draft: resumedDraft(6) }} /> };
export const PepDetails: Story = {
  name: 'step – pep/details (a PEP only)',
  render: () => <Flow fakes={{ draft: pepDraftWithoutDetails }} />,
};
export const OtherQuestions: Story = {
  name: 'step – other-questions',
  render: () => <Flow fakes={{ draft: resumedDraft(7) }} />,
};
export const BeneficiaryQuestion: Story = {
  name: 'step – final-beneficiary/question',
  render: () => <Flow fakes={{ draft: resumedDraft(8) }} />,
};
export const BeneficiaryContacts: Story = {
  name: 'step – final-beneficiary/contacts',
  render: () => <Flow fakes={{ draft: beneficiaryDraft(0) }} />,
};
export const BeneficiaryDocument: Story = {
  name: 'step – final-beneficiary/id-document',
  render: () => <Flow fakes={{ draft: beneficiaryDraft(1) }} />,
};
export const BeneficiaryPep: Story = {
  name: 'step – final-beneficiary/beneficiary-pep',
  render: () => <Flow fakes={{ draft: beneficiaryDraft(2) }} />,
};
export const Approve: Story = {
  name: 'step – approve with the PDF preview',
  render: () => <Flow fakes={{ draft: resumedDraft(9) }} />,
};
export const PreparingPreview: Story = {
  name: 'approve – preparing the preview',
  render: () => <Flow fakes={{ draft: resumedDraft(9), preview: false }} />,
};
export const Saving: Story = {
  name: 'autosave – saving',
  render: () => <Flow fakes={{ fill: never }} actions={[{ fill: 'contacts' }, 'submit']} />,
};
export const Saved: Story = {
  name: 'autosave – saved',
  render: () => <Flow actions={[{ fill: 'contacts' }, 'submit']} />,
};
export const SaveFailed: Story = {
  name: 'autosave – failed, answers kept, retry',
  render: () => (
    <Flow
      fakes={{ fill: () => Promise.reject(new Error('HTTP 500')) }}
      actions={[{ fill: 'contacts' }, 'submit']}
    />
  ),
};
export const Success: Story = {
  name: 'result – submitted and valid',
  render: () => (
    <Flow
      fakes={{ draft: resumedDraft(9), validity: [invalidValidity, validValidity], publish: true }}
      actions={['approve']}
    />
  ),
};
export const Pending: Story = {
  name: 'result – under review (Pending)',
  render: () => <Flow fakes={{ validity: [pendingValidity] }} />,
};
export const AlreadyValid: Story = {
  name: 'result – already valid',
  render: () => <Flow fakes={{ validity: [validValidity] }} />,
};
export const Invalid: Story = {
  name: 'result – not approved (/portal/aml-failed)',
  render: () => (
    <StoryRouter url="/portal/aml-failed">
      <AmlFailedPage />
    </StoryRouter>
  ),
};
export const ShortForm: Story = {
  name: 'short form (wizards) – live',
  render: () => <Flow mode="short" />,
};
export const ShortFormSkipped: Story = {
  name: 'short form (wizards) – skipped when AML is valid',
  render: () => <Flow mode="short" fakes={{ validity: [validValidity] }} />,
};
