/**
 * The pure parts of the document upload: §5 admission of chosen files (5 at once,
 * 10 Mb each, JPG/PNG/PDF by their first bytes), the title each file is listed under, and the success
 * screen's search parameter. Expected values are the specification's literals.
 */
import { describe, expect, it } from 'vitest';
import { documentTitle } from '../../../machines/upload/document-upload.machine';
import { admitUploadFiles } from '../../../src/domain/upload';
import { validateUploadSuccessSearch } from '../../../src/flows/upload/upload-routes';

const JPG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46]);
const DOCX = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 6, 0]);
const TEN_MB = 10 * 1024 * 1024;
const jpg = (name: string, size = 1000) => ({ name, size, head: JPG });

describe('admitting chosen files (§5: up to 5 at once, 10 Mb each, JPG/PNG/PDF)', () => {
  it('admits exactly 10 Mb and refuses 10 Mb + 1 byte', () => {
    const { admitted, refused } = admitUploadFiles(0, [jpg('a.jpg', TEN_MB), jpg('b.jpg', TEN_MB + 1)]);
    expect(admitted.map((f) => [f.name, f.kind])).toEqual([['a.jpg', 'jpg']]);
    expect(refused).toEqual([{ name: 'b.jpg', code: 'file-too-large' }]);
  });

  it('refuses a Word document renamed .pdf as an invalid format, whatever its size', () => {
    expect(admitUploadFiles(0, [{ name: 'cv.pdf', size: TEN_MB + 5, head: DOCX }]).refused).toEqual([
      { name: 'cv.pdf', code: 'invalid-file-format' },
    ]);
  });

  it('admits 5 files and refuses the sixth; counts the files already chosen', () => {
    const six = [1, 2, 3, 4, 5, 6].map((n) => jpg(`${n}.jpg`));
    expect(admitUploadFiles(0, six).admitted).toHaveLength(5);
    expect(admitUploadFiles(0, six).refused).toEqual([{ name: '6.jpg', code: 'too-many-files' }]);
    const afterThree = admitUploadFiles(3, six.slice(0, 3));
    expect(afterThree.admitted.map((f) => f.name)).toEqual(['1.jpg', '2.jpg']);
    expect(afterThree.refused).toEqual([{ name: '3.jpg', code: 'too-many-files' }]);
  });

  it('a refused file does not take a place among the 5', () => {
    const files = [{ name: 'cv.pdf', size: 10, head: DOCX }, ...[1, 2, 3, 4, 5].map((n) => jpg(`${n}.jpg`))];
    expect(admitUploadFiles(0, files).admitted).toHaveLength(5);
  });
});

describe('the title of an uploaded file', () => {
  it('is the typed name (trimmed) and the file name', () => {
    expect(documentTitle('  Paso kopija ', 'pasas.jpg')).toBe('Paso kopija (pasas.jpg)');
  });

  it('never exceeds the 200 characters the server accepts, cutting the typed part first', () => {
    const title = documentTitle('a'.repeat(200), 'pasas.jpg');
    expect(title).toHaveLength(200);
    expect(title.endsWith(' (pasas.jpg)')).toBe(true);
    expect(documentTitle('Paso kopija', `${'x'.repeat(250)}.jpg`)).toHaveLength(200);
  });
});

describe('the success screen search', () => {
  it('keeps a count from 1 to 5 and drops anything else', () => {
    expect(validateUploadSuccessSearch({ count: 2 })).toEqual({ count: 2 });
    expect(validateUploadSuccessSearch({ count: '5' })).toEqual({ count: 5 });
    for (const count of [0, 6, '1.5', 'x', null, undefined])
      expect(validateUploadSuccessSearch({ count })).toEqual({});
  });
});
