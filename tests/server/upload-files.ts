/**
 * Real files for the upload tests (§5: JPG, PNG or PDF, 10 MB): the fixture photos, a JPG padded to an
 * exact size, a PNG that claims a huge size (a pixel bomb), a real .docx and a Windows program. Shared by the document-upload server tests; the browser
 * journey builds its files from the same fixtures.
 */
import { readFileSync } from 'node:fs';
import { crc32, deflateSync } from 'node:zlib';

export const MB = 1024 * 1024;
export const JPG = readFileSync(new URL('./fixtures/id-photo.jpg', import.meta.url));
export const PNG = readFileSync(new URL('./fixtures/id-photo.png', import.meta.url));

/** A JPG of exactly `size` bytes: the real image with comment segments padding it (still a sound JPG). */
export function jpgOfSize(size: number): Buffer {
  const segments: Buffer[] = [];
  let left = size - JPG.length;
  while (left > 0) {
    // A segment is 4 to 65 537 bytes; never leave fewer than 4 for the last one.
    const take = left <= 65537 ? left : left - 65537 < 4 ? left - 4 : 65537;
    const segment = Buffer.alloc(take, 0x20);
    segment[0] = 0xff;
    segment[1] = 0xfe; // COM
    segment.writeUInt16BE(take - 2, 2);
    segments.push(segment);
    left -= segment.length;
  }
  return Buffer.concat([JPG.subarray(0, 2), ...segments, JPG.subarray(2)]);
}

/** A real .docx: a stored (uncompressed) ZIP with [Content_Types].xml and word/document.xml. */
export function docx(): Buffer {
  const entries: [string, string][] = [
    [
      '[Content_Types].xml',
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
    ],
    ['word/document.xml', '<?xml version="1.0"?><w:document/>'],
  ];
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of entries) {
    const data = Buffer.from(text);
    const fileName = Buffer.from(name);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, data);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** The start of a Windows program (an 'MZ' header and padding). */
export function windowsProgram(): Buffer {
  return Buffer.concat([Buffer.from('MZ'), Buffer.from([0x90, 0x00, 0x03, 0x00]), Buffer.alloc(4000, 0)]);
}

/** A PNG chunk with its length and CRC. */
export function pngChunk(type: string, data: Uint8Array): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A small, sound PNG whose IHDR claims `width` × `height` pixels (its IDAT is 29 MB of zeros, deflated). */
export function pngClaiming(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  return Buffer.concat([
    PNG.subarray(0, 8),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(29 * 1024 * 1024), { level: 9 })),
    pngChunk('IEND', new Uint8Array()),
  ]);
}
