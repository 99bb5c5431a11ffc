import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { PortalDocument } from '../../api/contract/documents';
import { formatDate } from '../../domain/format';
import { DocumentActions } from './document-actions';
import { fileSize } from '../../domain/file-size';
import { documentTypeName } from './document-type-names';
import { ScrollRegion } from '../../ui/scroll-region';
import { TextWithContractNumbers } from '../../ui/contract-numbers';
import type { useDocumentFile } from './use-document-file';
import { TableHead } from '../../ui/table-head';

/** A table of PDF documents (reports, the documents list) with open and download actions per row. */
export function DocumentTable({
  documents,
  file,
  labelledBy,
  caption,
  showContract = false,
}: {
  documents: readonly PortalDocument[];
  file: ReturnType<typeof useDocumentFile>;
  labelledBy: string;
  caption: ReactNode;
  showContract?: boolean;
}) {
  const { t, i18n } = useLingui();
  return (
    <ScrollRegion labelledBy={labelledBy}>
      <table className="records-table table--cards">
        <caption className="visually-hidden">{caption}</caption>
        <TableHead
          columns={[
            { label: <Trans>Pavadinimas</Trans> },
            { label: <Trans>Tipas</Trans> },
            showContract && { label: <Trans>Sutartis</Trans> },
            { label: <Trans>Data</Trans> },
            { label: <Trans>Dydis</Trans>, num: true },
            { label: <Trans>Veiksmai</Trans> },
          ]}
        />
        <tbody>
          {documents.map((doc) => {
            // The title in the reader's language, in the row and in the buttons' names alike.
            const title = i18n.locale === 'en' ? doc.titleEn : doc.title;
            return (
              <tr key={doc.id}>
                <th scope="row">
                  <TextWithContractNumbers text={title} />
                </th>
                <td data-label={t`Tipas`}>{documentTypeName(doc.documentType, i18n)}</td>
                {showContract ? (
                  <td className="nowrap" data-label={t`Sutartis`}>
                    {doc.contractNumber ?? '–'}
                  </td>
                ) : null}
                <td className="nowrap" data-label={t`Data`}>
                  {formatDate(doc.createdAt)}
                </td>
                <td className="num nowrap" data-label={t`Dydis`}>
                  {fileSize(doc.sizeBytes, i18n.locale)}
                </td>
                <td className="cell--actions">
                  <DocumentActions doc={{ ...doc, title }} file={file} actions={['open', 'download']} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
