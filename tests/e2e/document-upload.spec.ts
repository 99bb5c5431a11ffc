import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { dismissCookies, expectNoAxeViolations, heading } from './support';

/**
 * Issue 14 item 4, §2 document-upload: Jonas (30303039914) uploads two files of type "other" with a
 * progress bar each and opens them from the documents list; a Word document renamed .pdf and a file over
 * 10 MB get their §5 messages before anything is sent; a cancelled upload is tried again. The uploads
 * are "other" documents, which no later journey counts (portal-records.spec.ts only needs more than two
 * documents and two contracts).
 */

const JPG = readFileSync(new URL('../server/fixtures/id-photo.jpg', import.meta.url));
const PNG = readFileSync(new URL('../server/fixtures/id-photo.png', import.meta.url));
const MB = 1024 * 1024;

/** A JPG of `size` bytes: the fixture photo with a comment segment (0xFFFE) padding it. */
function jpgOfSize(size: number): Buffer {
  const segments: Buffer[] = [];
  let left = size - JPG.length;
  while (left > 0) {
    const take = left <= 65537 ? left : left - 65537 < 4 ? left - 4 : 65537;
    const segment = Buffer.alloc(take, 0x20);
    segment[0] = 0xff;
    segment[1] = 0xfe;
    segment.writeUInt16BE(take - 2, 2);
    segments.push(segment);
    left -= segment.length;
  }
  return Buffer.concat([JPG.subarray(0, 2), ...segments, JPG.subarray(2)]);
}

/** The start of a .docx (a ZIP with [Content_Types].xml), named .pdf. */
const RENAMED_DOCX = Buffer.concat([
  Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00]),
  Buffer.from('....[Content_Types].xml word/document.xml'),
]);

async function loginJonas(page: Page) {
  // Keep every Blob the app opens, so the test can read what the documents list opened.
  await page.addInitScript(() => {
    const blobs = new Map<string, Blob>();
    const create = URL.createObjectURL.bind(URL);
    URL.createObjectURL = (object: Blob | MediaSource) => {
      const url = create(object);
      if (object instanceof Blob) blobs.set(url, object);
      return url;
    };
    (window as unknown as { __blobs: Map<string, Blob> }).__blobs = blobs;
  });
  await page.goto('/login/email');
  await heading(page);
  await dismissCookies(page);
  await page.getByLabel('El. paštas arba naudotojo vardas').fill('jonas01');
  await page.getByLabel('Slaptažodis', { exact: true }).fill('Pensija2026');
  await page.getByRole('button', { name: 'Prisijungti' }).click();
  await expect(page).toHaveURL(/\/portal\/dashboard$/, { timeout: 30_000 });
}

async function blobBytes(page: Page, url: string): Promise<{ size: number; type: string; start: number[] }> {
  return page.evaluate(async (href) => {
    const blob = (window as unknown as { __blobs: Map<string, Blob> }).__blobs.get(href);
    if (!blob) return { size: -1, type: '', start: [] };
    const bytes = new Uint8Array(await blob.arrayBuffer());
    return { size: bytes.length, type: blob.type, start: [...bytes.slice(0, 4)] };
  }, url);
}

/** Slows the browser's uploads (Chromium's network emulation), so the progress bars can be watched. */
async function slowUploads(page: Page, bytesPerSecond: number): Promise<() => Promise<void>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond,
  });
  return async () => {
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await cdp.detach();
  };
}

/** The highest value each file's progress bar showed strictly between 0 and 100, recorded in the page. */
async function watchProgress(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: Record<string, number[]> = {};
    (window as unknown as { __progress: Record<string, number[]> }).__progress = seen;
    const record = () => {
      for (const bar of document.querySelectorAll<HTMLProgressElement>('progress.upload-file__progress')) {
        const label = bar.getAttribute('aria-label') ?? '';
        const name = label.slice(0, label.indexOf(':'));
        (seen[name] ??= []).push(bar.value);
      }
    };
    new MutationObserver(record).observe(document.body, {
      subtree: true,
      attributes: true,
      childList: true,
      attributeFilter: ['value', 'aria-label'],
    });
  });
}

test.describe('document upload', () => {
  test('two files with a progress bar each, then opened from the documents list', async ({ page }) => {
    test.setTimeout(120_000);
    await loginJonas(page);
    await page.goto('/portal/document-upload');
    await expect(await heading(page)).toHaveText('Dokumentų įkėlimas');
    await expectNoAxeViolations(page, 'document upload, empty');

    // §4 Forms: nothing is sent without a type, a name and a file; the errors say what is missing.
    await page.getByRole('button', { name: 'Įkelti', exact: true }).click();
    await expect(page.getByText('Laukas yra privalomas')).toHaveCount(2);
    await expect(page.getByText('Pasirinkite bent vieną failą')).toBeVisible();

    await page.getByRole('radio', { name: 'Kitas dokumentas' }).check();
    await page.getByLabel('Dokumento pavadinimas').fill('Pažyma darbdaviui');
    const photo = jpgOfSize(Math.round(1.5 * MB));
    await page.getByLabel('Failai').setInputFiles([
      { name: 'pazyma-1.jpg', mimeType: 'image/jpeg', buffer: photo },
      { name: 'pazyma-2.png', mimeType: 'image/png', buffer: PNG },
    ]);
    const files = page.getByTestId('upload-file');
    await expect(files).toHaveCount(2);
    await expect(files.nth(0)).toContainText('pazyma-1.jpg');
    await expect(files.nth(0)).toContainText('Paruošta įkelti');
    await expectNoAxeViolations(page, 'document upload, two files chosen');

    const restore = await slowUploads(page, 400 * 1024);
    await watchProgress(page);
    const uploads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/Documents/UploadDocument')) uploads.push(request.method());
    });
    await page.getByRole('button', { name: 'Įkelti', exact: true }).click();
    // Each file uploads on its own request with its own progress bar.
    await expect(page.getByRole('progressbar', { name: /^pazyma-1\.jpg: įkelta/ })).toBeVisible();
    await expect(page.getByRole('progressbar', { name: /^pazyma-2\.png: įkelta/ })).toBeVisible();
    await expect(page).toHaveURL(/\/portal\/document-upload\/success\?count=2$/, { timeout: 60_000 });
    await restore();
    expect(uploads).toEqual(['POST', 'POST']);
    const progress = await page.evaluate(
      () => (window as unknown as { __progress: Record<string, number[]> }).__progress,
    );
    // The big file's bar moved through values between 0 and 100 while it was sent.
    expect((progress['pazyma-1.jpg'] ?? []).some((value) => value > 0 && value < 100)).toBe(true);
    await expect(await heading(page)).toHaveText('Dokumentai įkelti');
    await expect(page.getByRole('status')).toContainText('Įkelta dokumentų: 2.');
    await expectNoAxeViolations(page, 'document upload success');

    await page.getByRole('link', { name: 'Į dokumentų sąrašą' }).click();
    await expect(await heading(page)).toHaveText('Dokumentai');
    const table = page.getByRole('table', { name: /Dokumentai/ });
    for (const [name, size, start] of [
      ['pazyma-1.jpg', photo.length, [0xff, 0xd8, 0xff]],
      ['pazyma-2.png', PNG.length, [0x89, 0x50, 0x4e, 0x47]],
    ] as const) {
      const row = table.locator('tbody tr', { hasText: `Pažyma darbdaviui (${name})` });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText('Kitas dokumentas');
      const popup = page.waitForEvent('popup');
      await row.getByRole('button', { name: /^Peržiūrėti/ }).click();
      const tab = await popup;
      await tab.waitForURL(/^blob:/);
      const opened = await blobBytes(page, tab.url());
      expect(opened.size).toBe(size);
      expect(opened.start.slice(0, start.length)).toEqual([...start]);
      await tab.close();
    }
  });

  test('a renamed Word document and a file over 10 MB get their §5 messages before anything is sent', async ({
    page,
  }) => {
    await loginJonas(page);
    await page.goto('/portal/document-upload');
    await heading(page);
    const uploads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/Documents/UploadDocument')) uploads.push(request.url());
    });
    await page.getByLabel('Failai').setInputFiles([
      { name: 'cv.pdf', mimeType: 'application/pdf', buffer: RENAMED_DOCX },
      { name: 'didelis.jpg', mimeType: 'image/jpeg', buffer: jpgOfSize(10 * MB + 1) },
      { name: 'geras.jpg', mimeType: 'image/jpeg', buffer: JPG },
    ]);
    const refused = page.getByTestId('upload-refused');
    await expect(refused).toContainText(
      'cv.pdf: Netinkamas failo formatas. Galima įkelti tik JPG, PNG arba PDF failus',
    );
    await expect(refused).toContainText(
      'didelis.jpg: Failas per didelis. Didžiausias leidžiamas failo dydis – 10 MB',
    );
    await expect(page.getByTestId('upload-file')).toHaveCount(1);
    await expect(page.getByTestId('upload-file')).toContainText('geras.jpg');
    await expectNoAxeViolations(page, 'document upload, refused files');
    expect(uploads).toEqual([]);
  });

  test('a cancelled upload can be tried again, on a 390 px phone', async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await loginJonas(page);
    await page.goto('/portal/document-upload');
    await heading(page);
    await page.getByRole('radio', { name: 'Asmens tapatybės dokumentas' }).check();
    await page.getByLabel('Dokumento pavadinimas').fill('Paso kopija');
    await page
      .getByLabel('Failai')
      .setInputFiles([{ name: 'pasas.jpg', mimeType: 'image/jpeg', buffer: jpgOfSize(2 * MB) }]);
    const restore = await slowUploads(page, 100 * 1024);
    await page.getByRole('button', { name: 'Įkelti', exact: true }).click();
    await page.getByRole('button', { name: 'Atšaukti pasas.jpg' }).click();
    const file = page.getByTestId('upload-file');
    await expect(file).toContainText('Įkėlimas atšauktas');
    await expect(page.getByText('Ne visi failai įkelti')).toBeVisible();
    await expectNoAxeViolations(page, 'document upload, cancelled');
    // Fits the phone: nothing wider than the viewport.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await restore();
    await page.getByRole('button', { name: 'Bandyti dar kartą pasas.jpg' }).click();
    await expect(page).toHaveURL(/\/portal\/document-upload\/success\?count=1$/, { timeout: 60_000 });
    await page.getByRole('link', { name: 'Į dokumentų sąrašą' }).click();
    const table = page.getByRole('table', { name: /Dokumentai/ });
    // Stored once: the cancelled request left nothing behind.
    await expect(table.locator('tbody tr', { hasText: 'Paso kopija (pasas.jpg)' })).toHaveCount(1);
  });
});
