/**
 * The document-upload screen in the real route tree and composition (src/flows/upload/upload-actors.ts over a fake
 * API whose uploads the test settles), driven as a person would: every machine state is reached by typing
 * and clicking, and the screen shows it (errors, refused files, a progress bar per file, cancel, retry,
 * the §5 and §8 messages, the success screen).
 */
import { I18nProvider } from '@lingui/react';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { EndpointId } from '../../../src/api/contract/endpoints';
import type { UploadCallOptions } from '../../../src/api/upload';
import type { PortalApi } from '../../../src/app/portal-api';
import { i18n, initI18n } from '../../../src/i18n/locale';
import { authorized } from '../../../stories/support/fakes';
import { recordsApi } from '../../../stories/support/records-data';
import { StoryApp } from '../../../stories/support/story-router';

const WAIT = { timeout: 15_000 };
const SLOW = { timeout: 60_000 };

interface PendingUpload {
  fileName: string;
  documentName: string;
  options: UploadCallOptions<'Documents.UploadDocument'>;
  resolve(value: { documentIds: number[] }): void;
  reject(error: unknown): void;
}

function controllableApi() {
  const uploads: PendingUpload[] = [];
  const upload = (_id: EndpointId, options: UploadCallOptions<'Documents.UploadDocument'>) =>
    new Promise<{ documentIds: number[] }>((resolve, reject) => {
      const file = options.body.files[0];
      uploads.push({
        fileName: file?.fileName ?? '',
        documentName: options.body.documentName,
        options,
        resolve,
        reject,
      });
    });
  const api: PortalApi = {
    // The portal layout's reads answer as in the records stories.
    call: recordsApi('loaded').call,
    // The fake serves the one endpoint the screen uploads to; the generic signature cannot say so.
    upload: upload as unknown as PortalApi['upload'],
  };
  return { api, uploads };
}

const jpg = (name: string, size = 2000) => {
  const bytes = new Uint8Array(size);
  bytes.set([0xff, 0xd8, 0xff, 0xe0]);
  return new File([bytes], name, { type: 'image/jpeg' });
};
const docxNamedPdf = () =>
  new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 6, 0, 1, 2])], 'cv.pdf', {
    type: 'application/pdf',
  });

async function choose(files: File[]) {
  const input = screen.getByLabelText('Failai') as HTMLInputElement;
  await act(async () => {
    fireEvent.change(input, { target: { files } });
  });
}

beforeAll(() => {
  initI18n();
});
afterEach(cleanup);

describe('document upload screen', SLOW, () => {
  it('walks choosing → uploading → attention → done through the screen', async () => {
    const { api, uploads } = controllableApi();
    render(
      <I18nProvider i18n={i18n}>
        <StoryApp url="/portal/document-upload" auth={authorized} api={api} />
      </I18nProvider>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Dokumentų įkėlimas' }, WAIT)).toBeTruthy();

    // Choosing: a submit with nothing shows what is missing, sends nothing.
    fireEvent.click(screen.getByRole('button', { name: 'Įkelti' }));
    expect(screen.getAllByText('Laukas yra privalomas')).toHaveLength(2);
    expect(screen.getByText('Pasirinkite bent vieną failą')).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: 'Kitas dokumentas' }));
    fireEvent.change(screen.getByLabelText('Dokumento pavadinimas'), { target: { value: 'Pažyma' } });
    await choose([jpg('a.jpg'), jpg('b.jpg'), docxNamedPdf()]);
    await waitFor(() => expect(screen.getAllByTestId('upload-file')).toHaveLength(2), WAIT);
    expect(screen.getByTestId('upload-refused').textContent).toContain(
      'cv.pdf: Netinkamas failo formatas. Galima įkelti tik JPG, PNG arba PDF failus',
    );

    // Uploading: one request per file, a progress bar each.
    fireEvent.click(screen.getByRole('button', { name: 'Įkelti' }));
    await waitFor(() => expect(uploads).toHaveLength(2), WAIT);
    expect(uploads.map((u) => [u.fileName, u.documentName])).toEqual([
      ['a.jpg', 'Pažyma (a.jpg)'],
      ['b.jpg', 'Pažyma (b.jpg)'],
    ]);
    act(() => uploads[0]?.options.onProgress?.(30, 120));
    expect(screen.getByRole('progressbar', { name: 'a.jpg: įkelta 25 %' })).toBeTruthy();
    expect(screen.getByText('Įkelta 0 iš 2')).toBeTruthy();

    // Cancel a: its request is aborted. b fails on the server as too large (§5 message).
    fireEvent.click(screen.getByRole('button', { name: /^Atšaukti\s*a\.jpg$/ }));
    expect(uploads[0]?.options.signal?.aborted).toBe(true);
    await act(async () => {
      uploads[1]?.reject({
        portalError: { kind: 'client', status: 413, code: 'file_too_large', message: 'File too large' },
      });
    });
    await waitFor(() => expect(screen.getByText('Ne visi failai įkelti')).toBeTruthy(), WAIT);
    const [first, second] = screen.getAllByTestId('upload-file');
    expect(within(first as HTMLElement).getByText('Įkėlimas atšauktas')).toBeTruthy();
    expect(within(second as HTMLElement).getByRole('alert').textContent).toBe(
      'Failas per didelis. Didžiausias leidžiamas failo dydis – 10 MB',
    );

    // Attention: remove b, retry a, which uploads and ends on the success screen.
    fireEvent.click(screen.getByRole('button', { name: /^Pašalinti\s*b\.jpg$/ }));
    fireEvent.click(screen.getByRole('button', { name: /^Bandyti dar kartą\s*a\.jpg$/ }));
    await waitFor(() => expect(uploads).toHaveLength(3), WAIT);
    expect(uploads[2]?.fileName).toBe('a.jpg');
    await act(async () => {
      uploads[2]?.resolve({ documentIds: [77] });
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dokumentai įkelti' }, WAIT)).toBeTruthy();
    expect(screen.getByText('Įkelta dokumentų: 1. Juos rasite dokumentų sąraše.')).toBeTruthy();
  });

  it('says so when the upload quota of 24 hours is used up', async () => {
    const { api, uploads } = controllableApi();
    render(
      <I18nProvider i18n={i18n}>
        <StoryApp url="/portal/document-upload" auth={authorized} api={api} />
      </I18nProvider>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Dokumentų įkėlimas' }, WAIT)).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Kitas dokumentas' }));
    fireEvent.change(screen.getByLabelText('Dokumento pavadinimas'), { target: { value: 'Pažyma' } });
    await choose([jpg('a.jpg')]);
    await waitFor(() => expect(screen.getAllByTestId('upload-file')).toHaveLength(1), WAIT);
    fireEvent.click(screen.getByRole('button', { name: 'Įkelti' }));
    await waitFor(() => expect(uploads).toHaveLength(1), WAIT);
    await act(async () => {
      uploads[0]?.reject({
        portalError: { kind: 'client', status: 429, code: 'upload_quota_exceeded', message: 'Upload quota' },
      });
    });
    const [row] = await screen.findAllByTestId('upload-file', {}, WAIT);
    await waitFor(
      () =>
        expect(within(row as HTMLElement).getByRole('alert').textContent).toBe(
          'Per paskutines 24 valandas įkėlėte daugiausia leidžiamų failų. Bandykite vėliau',
        ),
      WAIT,
    );
  });
});
