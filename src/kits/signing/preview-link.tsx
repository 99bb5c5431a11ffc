import { Trans } from '@lingui/react/macro';
import { useMemo, type ReactNode } from 'react';
import type { PdfDocument } from '../../../machines/onboarding/onboarding-types';

/** The PDF of what is signed (a contract by default), opened in a new tab or downloaded; read before signing. */
export function PreviewLink({ preview, label }: { preview: PdfDocument; label?: ReactNode }) {
  const url = useMemo(() => {
    const bytes = Uint8Array.from(atob(preview.contentBase64), (c) => c.charCodeAt(0));
    return URL.createObjectURL(new Blob([bytes], { type: 'application/pdf' }));
  }, [preview]);
  return (
    <p>
      <a className="btn btn--secondary" href={url} target="_blank" rel="noopener" download={preview.fileName}>
        {label ?? <Trans>Peržiūrėti sutartį (PDF)</Trans>}
      </a>
    </p>
  );
}
