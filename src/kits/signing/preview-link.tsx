import { Trans } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { PdfDocument } from '../../../machines/onboarding/onboarding-types';

/** The contract preview PDF, opened in a new tab or downloaded; read before signing. */
export function PreviewLink({ preview }: { preview: PdfDocument }) {
  const url = useMemo(() => {
    const bytes = Uint8Array.from(atob(preview.contentBase64), (c) => c.charCodeAt(0));
    return URL.createObjectURL(new Blob([bytes], { type: 'application/pdf' }));
  }, [preview]);
  return (
    <p>
      <a className="btn btn--secondary" href={url} target="_blank" rel="noopener" download={preview.fileName}>
        <Trans>Peržiūrėti sutartį (PDF)</Trans>
      </a>
    </p>
  );
}
