import type { Meta, StoryObj } from '@storybook/react-vite';
import type { DocumentFileAction, DocumentRef } from '../machines/records/document-file.machine';
import { DocumentActions } from '../src/flows/records/document-actions';
import type { DocumentFileState } from '../src/flows/records/use-document-file';

/**
 * One document's buttons in each state of the document-file machine (machines/records/document-file.machine.ts):
 * idle, delivering (the clicked button's loader), failed (the row's error, a click retries) and delivered with the
 * new tab blocked (a link instead). The live flow runs in the Portal/Records stories (reports, documents list).
 */
const doc: DocumentRef & { title: string } = {
  id: 41,
  title: 'Ketvirčio ataskaita, 2026 m. III ketvirtis',
  fileName: 'ataskaita-2026-III.pdf',
  mimeType: 'application/pdf',
};
const actions: readonly DocumentFileAction[] = ['open', 'download'];

function file(state: Partial<DocumentFileState>) {
  return { pending: null, failed: null, blocked: null, ...state, run: () => undefined };
}

const meta = {
  title: 'Portal/Document file',
  component: DocumentActions,
  args: { doc, actions, file: file({}) },
} satisfies Meta<typeof DocumentActions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};
export const Delivering: Story = { args: { file: file({ pending: { id: doc.id, action: 'open' } }) } };
export const Failed: Story = { args: { file: file({ failed: { id: doc.id, action: 'download' } }) } };
export const NewTabBlocked: Story = {
  args: { file: file({ blocked: { id: doc.id, url: 'blob:https://portal.example/document-41' } }) },
};
