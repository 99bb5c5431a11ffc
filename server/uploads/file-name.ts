/**
 * The name an uploaded file is stored under: what the customer called it, reduced to a safe form that the
 * back office can show, save and open without surprises. Letters (Lithuanian ones included), digits,
 * spaces, dots, hyphens, underscores and parentheses stay; a path (`../`, `C:\`) is dropped to its last
 * part; control and formatting characters (a right-to-left override that shows `exe.pdf` as `fdp.exe`) are
 * removed; anything else (`<`, `>`, quotes, `/`) becomes `_`. The extension is the one of the content
 * (.jpg, .png, .pdf), never the customer's, and the name is at most 120 characters.
 */
import type { UploadFileKind } from '../../src/domain/upload';

const MAX_STEM_LENGTH = 115;
const FALLBACK_STEM = 'dokumentas';

export function safeFileName(name: string, kind: UploadFileKind): string {
  const lastPart = name.normalize('NFC').split(/[/\\]/).pop() ?? '';
  const stem = lastPart
    // Control (Cc) and formatting (Cf: bidirectional overrides, zero-width joiners) characters go.
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .replace(/\.(?:jpe?g|png|pdf)$/i, '')
    .replace(/[^\p{L}\p{M}\p{N} ._()-]/gu, '_')
    .replace(/\s+/g, ' ')
    .replace(/\.{2,}/g, '.')
    .replace(/^[\s.]+|[\s.]+$/g, '')
    .slice(0, MAX_STEM_LENGTH)
    .replace(/[\s.]+$/g, '');
  return `${stem || FALLBACK_STEM}.${kind}`;
}
