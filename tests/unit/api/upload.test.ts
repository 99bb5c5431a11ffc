/**
 * The upload transport (src/api/upload.ts): XMLHttpRequest for real upload progress, with the API
 * client's bearer token, contract check and §8 error catalogue; cancellation by AbortSignal (499).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAccessTokenProvider } from '../../../src/api/client';
import { isPortalApiError, type PortalError } from '../../../src/api/errors';
import { uploadWithProgress } from '../../../src/api/upload';

type Listener = ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;

/** A scripted XMLHttpRequest: records what is sent; the test answers it. */
class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: string | null = null;
  status = 0;
  responseText = '';
  timeout = 0;
  responseType = '';
  aborted = false;
  upload: { onprogress: Listener } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: string) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const body = {
  documentName: 'Paso kopija (pasas.jpg)',
  documentType: 'id-document' as const,
  files: [{ fileName: 'pasas.jpg', mimeType: 'image/jpeg' as const, contentBase64: '/9j/' }],
};

async function sent(): Promise<FakeXhr> {
  await vi.waitFor(() => expect(FakeXhr.last?.body).toBeTruthy());
  return FakeXhr.last as FakeXhr;
}

async function failure(promise: Promise<unknown>): Promise<PortalError> {
  try {
    await promise;
  } catch (error) {
    if (isPortalApiError(error)) return error.portalError;
    throw error;
  }
  throw new Error('expected a failure');
}

beforeEach(() => {
  FakeXhr.last = null;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  setAccessTokenProvider(() => 'token-123');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('upload transport', () => {
  it('posts the JSON body with the bearer token, reports progress and parses the answer', async () => {
    const progress: [number, number][] = [];
    const result = uploadWithProgress('Documents.UploadDocument', {
      body,
      onProgress: (loaded, total) => progress.push([loaded, total]),
    });
    const xhr = await sent();
    expect([xhr.method, xhr.url]).toEqual(['POST', '/api/Documents/UploadDocument']);
    expect(xhr.headers).toMatchObject({
      Authorization: 'Bearer token-123',
      'Content-Type': 'application/json',
    });
    expect(JSON.parse(xhr.body ?? '')).toEqual(body);
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 40, total: 100 });
    xhr.upload.onprogress?.({ lengthComputable: false, loaded: 0, total: 0 });
    xhr.answer(200, { documentIds: [41] });
    await expect(result).resolves.toEqual({ documentIds: [41] });
    expect(progress).toEqual([[40, 100]]);
  });

  it('turns the server refusals into portal errors with their codes (413 file_too_large, 400 format)', async () => {
    const tooLarge = uploadWithProgress('Documents.UploadDocument', { body, suppress5xx: true });
    (await sent()).answer(413, { status: 413, code: 'file_too_large', message: 'File too large' });
    expect(await failure(tooLarge)).toMatchObject({ status: 413, code: 'file_too_large' });
    FakeXhr.last = null;
    const format = uploadWithProgress('Documents.UploadDocument', { body });
    (await sent()).answer(400, { status: 400, code: 'invalid_file_format', message: 'Invalid file format' });
    expect(await failure(format)).toMatchObject({ status: 400, code: 'invalid_file_format' });
  });

  it('a suppressed 5xx does not redirect; an answer off the contract does', async () => {
    const server = uploadWithProgress('Documents.UploadDocument', { body, suppress5xx: true });
    (await sent()).answer(500, { message: 'boom' });
    expect((await failure(server)).redirect).toBeUndefined();
    FakeXhr.last = null;
    const odd = uploadWithProgress('Documents.UploadDocument', { body });
    (await sent()).answer(200, { documents: 'no' });
    expect(await failure(odd)).toMatchObject({ kind: 'unexpected', redirect: '/error-500' });
  });

  it('aborting the signal aborts the request (499); network failure and timeout are told apart', async () => {
    const controller = new AbortController();
    const cancelled = uploadWithProgress('Documents.UploadDocument', { body, signal: controller.signal });
    const xhr = await sent();
    controller.abort();
    expect(xhr.aborted).toBe(true);
    expect((await failure(cancelled)).status).toBe(499);
    FakeXhr.last = null;
    const network = uploadWithProgress('Documents.UploadDocument', { body });
    (await sent()).onerror?.();
    expect(await failure(network)).toMatchObject({ kind: 'network', status: 0 });
    FakeXhr.last = null;
    const slow = uploadWithProgress('Documents.UploadDocument', { body, timeoutMs: 5 });
    const slowXhr = await sent();
    expect(slowXhr.timeout).toBe(5);
    slowXhr.ontimeout?.();
    expect((await failure(slow)).status).toBe(408);
  });

  it('an already aborted signal sends nothing', async () => {
    const controller = new AbortController();
    controller.abort();
    expect(
      (await failure(uploadWithProgress('Documents.UploadDocument', { body, signal: controller.signal })))
        .status,
    ).toBe(499);
    expect(FakeXhr.last).toBeNull();
  });
});
