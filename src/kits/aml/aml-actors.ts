import { fromPromise } from 'xstate';
import {
  amlMachine,
  type AmlOpenedDraft,
  type AmlPreview,
  type AmlValidityOutput,
  type UploadInput,
  type DeliverPreviewInput,
  type FillDraftInput,
  type IdentityCheckInput,
  type IdentityCheckOutcome,
  type PublishOutcome,
} from '../../../machines/aml/aml.machine';
import { cacheKey } from '../../api/cache-key';
import { portalErrorOf } from '../../api/portal-error-of';
import { base64ToBlob, blobToBase64, downloadBlob, openBlob } from '../../browser/file-blob';
import type { PortalPorts } from '../../app/flow-ports';
import { askIdentityDocument } from './identity-document-check';

/**
 * The `aml` machine's I/O (spec §7 AML calls), provided at the composition root. Reads of the validity
 * are not cached (the answer changes when the customer publishes); publishing invalidates the dashboard,
 * whose AML prompt and offerings follow the validity (§6).
 */

/** §2 identity-check lockout: the server's refusal with when it ends. */
function lockoutOf(error: unknown): IdentityCheckOutcome | null {
  const portal = portalErrorOf(error);
  if (!portal) return null;
  const locked =
    portal.kind === 'user-locked' ||
    portal.kind === 'rate-limited' ||
    (portal.code ?? '').includes('locked') ||
    portal.blockedUntil !== undefined;
  return locked ? { outcome: 'locked', lockedUntil: portal.blockedUntil ?? null } : null;
}

/** The PDFs are written in the customer's portal language. */
function pageLanguage(): 'lt' | 'en' {
  return document.documentElement.lang === 'en' ? 'en' : 'lt';
}

export function provideAml(ports: PortalPorts) {
  const { api } = ports;
  /** CreateUserAmlDeclarationDraft answers the open draft (as saved now) or a new one. */
  const openedDraft = async (signal: AbortSignal): Promise<AmlOpenedDraft> => {
    const [draft, contacts] = await Promise.all([
      api.call('Aml.CreateUserAmlDeclarationDraft', { signal }),
      // The contacts step starts from what the portal knows; without them it starts empty, as before.
      api.call('Users.GetContactInformation', { signal, suppress5xx: true }).catch(() => null),
    ]);
    return {
      id: draft.id,
      declarationJson: draft.declarationJson,
      savedAt: draft.updatedAt,
      known: contacts
        ? {
            email: contacts.email ?? '',
            phone: contacts.phoneNumber ?? '',
            address: contacts.address?.fullAddress ?? '',
          }
        : null,
    };
  };
  return amlMachine.provide({
    actors: {
      loadValidity: fromPromise<AmlValidityOutput, void>(async ({ signal }) => {
        const validity = await api.call('Aml.IsAmlValid', { signal });
        return { status: validity.status, validUntil: validity.validUntil };
      }),
      openDraft: fromPromise<AmlOpenedDraft, void>(({ signal }) => openedDraft(signal)),
      rereadDraft: fromPromise<AmlOpenedDraft, void>(({ signal }) => openedDraft(signal)),
      fillDraft: fromPromise<void, FillDraftInput>(async ({ input, signal }) => {
        await api.call('Aml.FillUserAmlDeclarationDraft', {
          body: {
            draftUserDeclarationId: input.draftId,
            declarationJson: JSON.stringify(input.declaration),
            documentUploadedToPSI: input.documentUploaded,
          },
          signal,
          // A failed save stays on the questionnaire (saving failed, retry), never an error page.
          suppress5xx: true,
        });
      }),
      checkIdentityDocument: fromPromise<IdentityCheckOutcome, IdentityCheckInput>(
        async ({ input, signal }) => {
          try {
            const answer = await askIdentityDocument(api, input, signal);
            if (answer.locked) return { outcome: 'locked', lockedUntil: answer.lockedUntil };
            if (answer.valid) return { outcome: 'valid' };
            return answer.expired
              ? { outcome: 'expired' }
              : { outcome: 'invalid', attemptsLeft: answer.attemptsLeft };
          } catch (error) {
            const lockout = lockoutOf(error);
            if (lockout) return lockout;
            throw error;
          }
        },
      ),
      uploadDocument: fromPromise<void, UploadInput>(async ({ input, signal }) => {
        const { file } = input;
        if (!file.content) throw new Error('No file content');
        try {
          await api.call('Aml.UploadIdentityDocument', {
            body: {
              draftUserDeclarationId: input.draftId,
              file: {
                fileName: file.name.slice(0, 255),
                mimeType: file.type.slice(0, 100),
                contentBase64: await blobToBase64(file.content),
              },
            },
            signal,
            suppress5xx: true,
          });
        } catch (error) {
          // The machine shows the §5 message: the server decides the type from the content.
          const code = portalErrorOf(error)?.code;
          if (code === 'file_too_large') throw 'file-too-large';
          if (code === 'upload_quota_exceeded') throw 'upload-quota-exceeded';
          throw 'invalid-file-format';
        }
      }),
      generatePreview: fromPromise<AmlPreview, { draftId: number }>(async ({ input, signal }) => {
        const preview = await api.call('Aml.GenerateUserAmlDeclarationDraftPreview', {
          body: { draftUserDeclarationId: input.draftId, language: pageLanguage() },
          signal,
          suppress5xx: true,
        });
        return { fileName: preview.fileName, contentBase64: preview.contentBase64 };
      }),
      deliverPreview: fromPromise<void, DeliverPreviewInput>(async ({ input }) => {
        const blob = base64ToBlob(input.preview.contentBase64, 'application/pdf');
        if (input.action === 'download') {
          downloadBlob(blob, input.preview.fileName);
          return;
        }
        // A blocked pop-up falls back to the download, so the customer always gets the file.
        const { opened } = openBlob(blob);
        if (!opened) downloadBlob(blob, input.preview.fileName);
      }),
      publish: fromPromise<PublishOutcome, { draftId: number }>(async ({ input, signal }) => {
        let result: { status: PublishOutcome['status']; errors: PublishOutcome['errors'] };
        try {
          result = await api.call('Aml.PublishUserAmlDeclarationDraft', {
            body: { draftUserDeclarationId: input.draftId, language: pageLanguage() },
            signal,
          });
        } catch (error) {
          // The client rejects an answer that carries errors (§8); the machine decides what they mean: a
          // document found at publish goes to its step, a missing answer to its step, the rest to §8's page.
          const refused = portalErrorOf(error);
          if (refused?.kind !== 'aml-errors' || !refused.errors) throw error;
          return { status: 'Invalid', errors: refused.errors };
        }
        // §6: the dashboard's AML prompt and the offerings follow the new validity.
        ports.data.invalidate(cacheKey('Dashboard.GetDashboard'));
        return { status: result.status, errors: result.errors };
      }),
    },
  });
}
