import type { MachineFixtures } from '../../tests/model/fixture-types';
import type { DocumentRef, documentFileMachine } from './document-file.machine';

export const annualStatement: DocumentRef = {
  id: 7001,
  fileName: 'metine-ataskaita-2025.pdf',
  mimeType: 'application/pdf',
};

/** GetDocumentContent failing as src/api/client.ts rejects (a portal error). */
export const documentLoadFailure = {
  portalError: { kind: 'server-error', status: 500, message: 'Internal error' },
};

export const documentFileFixtures = {
  input: undefined,
  events: {
    'document.open': [{ type: 'document.open', document: annualStatement }],
    'document.download': [{ type: 'document.download', document: annualStatement }],
  },
  actors: {
    deliverDocument: {
      // Delivered, and the new tab refused by a pop-up blocker (the row offers the link).
      done: [{ blockedUrl: null }, { blockedUrl: 'blob:https://portal.example/7001' }],
      error: [documentLoadFailure],
    },
  },
} satisfies MachineFixtures<typeof documentFileMachine>;
