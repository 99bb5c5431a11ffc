/**
 * Files from the API: GetDocumentContent answers base64 in JSON; the browser needs a Blob and an object
 * URL to show ("open" in a new tab) or save ("download" with a file name).
 */

/** Decodes standard base64 (whitespace tolerated) into bytes; throws on malformed input. */
export function base64ToBytes(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64.replace(/\s+/g, ''));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** A file's content as base64, without the data-URL prefix (how the upload calls take a file). */
export function blobToBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = String(reader.result);
      resolve(url.slice(url.indexOf(',') + 1));
    };
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

export function base64ToBlob(base64: string, mimeType: string): Blob {
  return new Blob([base64ToBytes(base64)], { type: mimeType });
}

/** A file name that is safe on every system; keeps Lithuanian letters, replaces path and control characters. */
export function safeFileName(name: string, fallback = 'dokumentas.pdf'): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what must be removed from a file name
  const cleaned = name.replace(/[\u0000-\u001f\u007f/\\:*?"<>|]+/g, '_').trim();
  return cleaned === '' || /^[._]+$/.test(cleaned) ? fallback : cleaned.slice(0, 150);
}

/** Saves a Blob under a file name through a temporary link (the object URL is released afterwards). */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = safeFileName(fileName);
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser time to start the download before the URL is released.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * Opens a Blob in a new tab. Returns false when a pop-up blocker refused, so the screen can offer a
 * link instead. The object URL lives for a minute: long enough for the new tab to load it.
 */
export function openBlob(blob: Blob): { opened: boolean; url: string } {
  const url = URL.createObjectURL(blob);
  const opened = window.open(url, '_blank') !== null;
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return { opened, url };
}

/**
 * Opens an empty tab for a file that is still to be loaded. It must be called in the tap itself:
 * Safari (WebKit) allows a new tab only while it handles the tap, and blocks one opened after a
 * download was awaited. Null when a pop-up blocker refused it.
 */
export function openPendingTab(): Window | null {
  return window.open('', '_blank');
}

/**
 * Shows a Blob in a tab from openPendingTab (or openBlob); `opened` is false when there is no such tab
 * (a pop-up blocker refused it), so the screen can offer the object URL as a link.
 */
export function showBlobIn(tab: Window | null, blob: Blob): { opened: boolean; url: string } {
  const url = URL.createObjectURL(blob);
  const opened = tab !== null && !tab.closed;
  if (opened) {
    // The tab is the portal's own document (about:blank, same origin): it needs no way back to the page.
    tab.opener = null;
    tab.location.href = url;
  }
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return { opened, url };
}
