import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** The text a PDF reader shows, as one line (pdf.js, the engine of Firefox's viewer). */
export async function pdfText(base64: string): Promise<string> {
  const document = await getDocument({
    data: new Uint8Array(Buffer.from(base64, 'base64')),
    useSystemFonts: false,
    isEvalSupported: false,
  }).promise;
  const parts: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    for (const item of content.items) if ('str' in item) parts.push(item.str);
  }
  await document.destroy();
  return parts.join(' ').replace(/\s+/g, ' ');
}
