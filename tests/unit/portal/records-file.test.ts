import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  base64ToBlob,
  base64ToBytes,
  downloadBlob,
  openBlob,
  openPendingTab,
  safeFileName,
  showBlobIn,
} from '../../../src/browser/file-blob';
import { fileSize } from '../../../src/domain/file-size';
import { markNotificationRead } from '../../../src/flows/records/notification-read';
import { DataCache } from '../../../src/app/data-cache';
import type { PortalApi } from '../../../src/app/portal-api';
import { cacheKey } from '../../../src/api/cache-key';

const PDF_BASE64 = btoa('%PDF-1.7\n%âãÏÓ\n');

describe('base64 files', () => {
  it('decodes base64 into the exact bytes', () => {
    const bytes = base64ToBytes(PDF_BASE64);
    expect(new TextDecoder('latin1').decode(bytes.slice(0, 5))).toBe('%PDF-');
    expect(bytes[10]).toBe(0xe2);
    expect([...base64ToBytes('JVBE\nRg==')]).toEqual([0x25, 0x50, 0x44, 0x46]);
  });
  it('rejects malformed base64', () => {
    expect(() => base64ToBytes('%%%')).toThrow();
  });
  it('makes a Blob of the given type', async () => {
    const blob = base64ToBlob(PDF_BASE64, 'application/pdf');
    expect(blob.type).toBe('application/pdf');
    expect(blob.size).toBe(base64ToBytes(PDF_BASE64).length);
  });
  it('file names keep Lithuanian letters and lose path characters', () => {
    expect(safeFileName('ketvirčio-ataskaita-2025-01.pdf')).toBe('ketvirčio-ataskaita-2025-01.pdf');
    expect(safeFileName('../../etc/passwd')).toBe('.._.._etc_passwd');
    expect(safeFileName('a:b*c?.pdf')).toBe('a_b_c_.pdf');
    expect(safeFileName('   ')).toBe('dokumentas.pdf');
    expect(safeFileName('..')).toBe('dokumentas.pdf');
  });
  it('file sizes in KB/MB with the locale decimal separator', () => {
    expect(fileSize(1536, 'lt')).toBe('1,5\u00a0KB');
    expect(fileSize(1536, 'en')).toBe('1.5\u00a0KB');
    expect(fileSize(12, 'lt')).toBe('1\u00a0KB');
    expect(fileSize(3 * 1024 * 1024, 'lt')).toBe('3\u00a0MB');
  });
});

describe('downloadBlob and openBlob', () => {
  afterEach(() => vi.restoreAllMocks());

  it('downloads through a temporary link with the file name', () => {
    const createObjectURL = vi.fn(() => 'blob:test-1');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const clicks: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push({ href: this.href, download: this.download });
    });
    downloadBlob(new Blob(['x']), 'ataskaita.pdf');
    expect(clicks).toEqual([{ href: 'blob:test-1', download: 'ataskaita.pdf' }]);
    expect(document.querySelector('a[download]')).toBeNull();
  });

  it('reports a blocked pop-up so the screen can offer a link', () => {
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:test-2'), revokeObjectURL: vi.fn() });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    expect(openBlob(new Blob(['x']))).toEqual({ opened: false, url: 'blob:test-2' });
    expect(open).toHaveBeenCalledWith('blob:test-2', '_blank');
  });

  it('a tab opened in the tap is empty until the file is loaded, then shows it', () => {
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:test-3'), revokeObjectURL: vi.fn() });
    const tab = { closed: false, opener: window as unknown, location: { href: 'about:blank' } };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    expect(openPendingTab()).toBe(tab);
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.location.href).toBe('about:blank');
    expect(showBlobIn(tab as unknown as Window, new Blob(['x']))).toEqual({
      opened: true,
      url: 'blob:test-3',
    });
    expect(tab.location.href).toBe('blob:test-3');
    expect(tab.opener).toBeNull();
  });

  it('no tab (blocked in the tap) or one the customer closed meanwhile: the link is offered', () => {
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:test-4'), revokeObjectURL: vi.fn() });
    expect(showBlobIn(null, new Blob(['x']))).toEqual({ opened: false, url: 'blob:test-4' });
    const closed = { closed: true, opener: null, location: { href: 'about:blank' } };
    expect(showBlobIn(closed as unknown as Window, new Blob(['x']))).toEqual({
      opened: false,
      url: 'blob:test-4',
    });
    expect(closed.location.href).toBe('about:blank');
  });
});

describe('markNotificationRead', () => {
  it('writes UpdateStatusRead, drops the cached list and reloads', async () => {
    const data = new DataCache();
    await data.ensure(cacheKey('Notifications.GetList'), async () => [{ notificationNr: 7, isRead: false }]);
    const calls: unknown[] = [];
    const api: PortalApi = {
      call: (async (id: string, options: unknown) => {
        calls.push([id, options]);
        return { ok: true };
      }) as PortalApi['call'],
    };
    let reloads = 0;
    await markNotificationRead({ api, data, reload: async () => void (reloads += 1) }, 7);
    expect(calls).toEqual([['Notifications.UpdateStatusRead', { query: { notificationNr: 7 } }]]);
    expect(data.size).toBe(0);
    expect(reloads).toBe(1);
  });

  it('a failed write keeps the cache and rejects', async () => {
    const data = new DataCache();
    await data.ensure(cacheKey('Notifications.GetList'), async () => []);
    const api: PortalApi = {
      call: (async () => {
        throw { portalError: { kind: 'server-error', status: 500, message: 'x' } };
      }) as PortalApi['call'],
    };
    let reloads = 0;
    await expect(
      markNotificationRead({ api, data, reload: async () => void (reloads += 1) }, 7),
    ).rejects.toEqual({
      portalError: { kind: 'server-error', status: 500, message: 'x' },
    });
    expect(data.size).toBe(1);
    expect(reloads).toBe(0);
  });
});
