import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { createActor, fromCallback } from 'xstate';
import {
  documentUploadMachine,
  type DocumentUploadEvent,
  type TransferInput,
} from '../machines/upload/document-upload.machine';
import {
  certificateOfTenMegabytes,
  passportPhoto,
  renamedWordDocument,
  scanJustOverTenMegabytes,
} from '../machines/upload/document-upload.fixtures';
import type { PortalApi } from '../src/app/portal-api';
import { DocumentUploadView, type DocumentUploadActorRef } from '../src/flows/upload/document-upload';
import { authorized, never } from './support/fakes';
import { StoryApp, StoryRouter } from './support/story-router';

/**
 * Issue 14 item 4: document upload. The screen states are the real machine driven with fake transfers
 * (each file's fake decides by its name: 'pasas.jpg' stays at 40 %, 'pazyma.pdf' is uploaded, a name
 * with 'klaida' fails); the live story is the real route over a fake API whose upload moves in steps.
 */
const meta = {
  title: 'Portal/Document upload',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

const networkFailure = { portalError: { kind: 'network', status: 0, message: 'Network error' } };

/** A transfer that never ends: 'pazyma*' is uploaded at once, 'klaida*' fails, the rest stay at 40 %. */
const frozenTransfer = fromCallback<DocumentUploadEvent, TransferInput>(({ input, sendBack }) => {
  const { fileId } = input;
  if (input.file.name.startsWith('pazyma')) {
    sendBack({ type: 'transfer.progress', fileId, loaded: 100, total: 100 });
    sendBack({ type: 'transfer.done', fileId, documentId: 900 + fileId });
  } else if (input.file.name.includes('klaida')) {
    sendBack({ type: 'transfer.failed', fileId, error: networkFailure });
  } else {
    sendBack({ type: 'transfer.progress', fileId, loaded: 40, total: 100 });
  }
});

const klaida = { ...passportPhoto, name: 'klaida.jpg' };

/** The view over a started upload actor after `steps`. */
function Driven({ steps }: { steps: DocumentUploadEvent[] }) {
  const [actor] = useState(
    () =>
      createActor(
        documentUploadMachine.provide({ actors: { transfer: frozenTransfer } }),
      ).start() as DocumentUploadActorRef,
  );
  const [plan] = useState(steps);
  useEffect(() => {
    void (async () => {
      for (const event of plan) {
        actor.send(event);
        await tick();
      }
    })();
  }, [actor, plan]);
  return (
    <StoryRouter url="/portal/document-upload">
      <div className="page page--narrow">
        <h1>Dokumentų įkėlimas</h1>
        <section className="card">
          <DocumentUploadView actor={actor} />
        </section>
      </div>
    </StoryRouter>
  );
}

const named: DocumentUploadEvent[] = [
  { type: 'upload.type', documentType: 'id-document' },
  { type: 'upload.name', documentName: 'Paso kopija' },
];

export const Choosing: Story = { name: 'Choosing – empty', render: () => <Driven steps={[]} /> };
export const ChoosingErrors: Story = {
  name: 'Choosing – errors after a submit (§4 Forms)',
  render: () => <Driven steps={[{ type: 'upload.submit' }]} />,
};
export const ChoosingFiles: Story = {
  name: 'Choosing – two files chosen, two refused (§5 format and 10 MB)',
  render: () => (
    <Driven
      steps={[
        ...named,
        {
          type: 'files.add',
          files: [passportPhoto, certificateOfTenMegabytes, renamedWordDocument, scanJustOverTenMegabytes],
        },
      ]}
    />
  ),
};
export const ChoosingFull: Story = {
  name: 'Choosing – 5 files, the sixth refused',
  render: () => (
    <Driven
      steps={[
        ...named,
        {
          type: 'files.add',
          files: [1, 2, 3, 4, 5, 6].map((n) => ({ ...passportPhoto, name: `lapas-${n}.jpg` })),
        },
      ]}
    />
  ),
};
export const Uploading: Story = {
  name: 'Uploading – a progress bar per file',
  render: () => (
    <Driven
      steps={[
        ...named,
        { type: 'files.add', files: [passportPhoto, { ...passportPhoto, name: 'nugarele.jpg' }] },
        { type: 'upload.submit' },
      ]}
    />
  ),
};
export const Attention: Story = {
  name: 'Attention – one uploaded, one failed, one cancelled',
  render: () => (
    <Driven
      steps={[
        ...named,
        { type: 'files.add', files: [{ ...certificateOfTenMegabytes }, klaida, passportPhoto] },
        { type: 'upload.submit' },
        { type: 'file.cancel', fileId: 3 },
      ]}
    />
  ),
};
export const RetryUnderWay: Story = {
  name: 'Uploading – a cancelled file tried again',
  render: () => (
    <Driven
      steps={[
        ...named,
        { type: 'files.add', files: [passportPhoto] },
        { type: 'upload.submit' },
        { type: 'file.cancel', fileId: 1 },
        { type: 'file.retry', fileId: 1 },
      ]}
    />
  ),
};

/** A fake API whose upload moves 10 % every 300 ms and then answers with a new document id. */
const liveApi: PortalApi = {
  call: () => never(),
  upload: async (_id, options) => {
    for (let step = 1; step <= 10; step += 1) {
      await new Promise((resolve) => setTimeout(resolve, 300));
      if (options.signal?.aborted)
        throw { portalError: { kind: 'cancelled', status: 499, message: 'cancelled' } };
      options.onProgress?.(step * 10_000, 100_000);
    }
    // The generic answer type cannot be narrowed to this endpoint here; the story only uploads.
    return { documentIds: [Math.floor(Math.random() * 1000)] } as never;
  },
};

export const Live: Story = {
  name: 'Live – choose files and upload (fake API)',
  render: () => <StoryApp url="/portal/document-upload" auth={authorized} api={liveApi} />,
};
export const Success: Story = {
  name: 'Success',
  render: () => <StoryApp url="/portal/document-upload/success?count=2" auth={authorized} />,
};
