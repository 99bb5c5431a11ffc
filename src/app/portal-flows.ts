import { fromPromise } from 'xstate';
import {
  documentFileMachine,
  type DeliverDocumentInput,
  type DeliverDocumentOutput,
} from '../../machines/records/document-file.machine';
import { openPendingTab } from '../browser/file-blob';
import { provideAml } from '../kits/aml/aml-actors';
import { provideApplicationForms } from '../flows/applications/application-form-actors';
import { provideStopRenew } from '../flows/applications/stop-renew-actors';
import { provideEInvoiceAgreements } from '../flows/e-invoices/e-invoice-actors';
import type { FlowPorts } from './flow-ports';
import { providePasswordChange } from '../flows/account/password-change-actors';
import { provideSecondPillarOnboarding } from '../flows/onboarding/onboarding-actors';
import { provideFundChange } from '../flows/fund-change/fund-change-actors';
import { provideThirdPillarOnboarding } from '../flows/onboarding/third-pillar-actors';
import {
  provideAddressSearch,
  provideBankAccount,
  provideContactsChange,
} from '../flows/settings/settings-actors';
import { provideDocumentUpload } from '../flows/upload/upload-actors';

/**
 * The flows only the authorized area runs, with their actors provided. Loaded when the browser is idle after
 * the first portal screen (src/main.tsx), or earlier by the first screen that runs one (it suspends until
 * then, src/app/flow-context.tsx), so their machines are neither in the login page's nor in the dashboard's
 * JavaScript.
 */
export function createPortalFlows(ports: FlowPorts) {
  return {
    /** §2 password change behind the fresh eID confirmation (docs/security.md). */
    passwordChange: providePasswordChange(ports),
    /** Issue 14: contacts (with the code sent to a new e-mail or phone), their address search, bank account. */
    contactsChange: provideContactsChange(ports),
    addressSearch: provideAddressSearch(ports),
    bankAccount: provideBankAccount(ports),
    /** §2 Onboarding: joining pillar II. */
    secondPillarOnboarding: provideSecondPillarOnboarding(ports),
    /** §2 Onboarding: joining pillar III, with the short AML steps. */
    thirdPillarOnboarding: provideThirdPillarOnboarding(ports),
    /** Opening or downloading a document's file (documents list, reports, notifications). */
    documentFile: documentFileMachine.provide({
      actors: {
        deliverDocument: fromPromise<DeliverDocumentOutput, DeliverDocumentInput>(
          async ({ input, signal }) => {
            // Opened before anything is awaited: the actor starts in the tap itself (see openPendingTab).
            const tab = input.action === 'open' ? openPendingTab() : null;
            return (await import('../flows/records/document-delivery')).deliverDocument(
              ports,
              input,
              signal,
              tab,
            );
          },
        ),
      },
    }),
    /** Issue 14: document upload (up to 5 files, progress, cancel and retry per file). */
    documentUpload: provideDocumentUpload(ports),
    /** §2 the AML questionnaire (full at /portal/aml; input mode 'short' for the wizards). */
    aml: provideAml(ports),
    /** §2 Fund change. */
    fundChange: provideFundChange(ports),
    /** Issue 13b: contribution holiday, termination, maximum accumulation, limit increase. */
    ...provideApplicationForms(ports),
    /** §2 Applications: stop or renew contributions. */
    stopRenew: provideStopRenew(ports),
    /** Issue 14: e-invoice agreements signed with Smart-ID / Mobile-ID, and disabled. */
    eInvoiceAgreements: provideEInvoiceAgreements(ports),
  };
}

export type PortalFlows = ReturnType<typeof createPortalFlows>;
