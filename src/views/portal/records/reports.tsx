import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useLoaderData } from '@tanstack/react-router';
import type { PortalDocument } from '../../../api/contract/documents';
import type { LoadResult } from '../../../app/data-cache';
import { formatDate } from '../../../domain/format';
import { useRouteTitle } from '../../shell/use-route-title';
import { DocumentActions } from './document-actions';
import { fileSize } from './file-size';
import { DOCUMENT_TYPE_LABELS } from './labels';
import { useDocumentFile } from './use-document-file';
import { ScrollRegion } from './scroll-region';
import './records.css';

/** The customer's quarterly reports and account statements, opened or downloaded as PDFs. */
export function ReportsPage() {
  const title = useRouteTitle();
  const { i18n } = useLingui();
  const loaded = useLoaderData({ strict: false }) as LoadResult<PortalDocument[]>;
  const reports = loaded.data ?? [];
  const file = useDocumentFile();
  return (
    <div className="page records">
      <h1>{title}</h1>
      <p className="muted">
        <Trans>
          Ketvirčio ataskaitos ir sąskaitos išrašai PDF formatu. Atidarykite juos naujame lange arba
          atsisiųskite į savo įrenginį.
        </Trans>
      </p>
      {reports.length === 0 ? (
        <section className="card" aria-labelledby="reports-empty">
          <h2 id="reports-empty">
            <Trans>Ataskaitų dar nėra</Trans>
          </h2>
          <p>
            <Trans>Kai parengsime pirmąją jūsų ataskaitą, ją rasite čia.</Trans>
          </p>
        </section>
      ) : (
        <section className="card" aria-labelledby="reports-list">
          <h2 id="reports-list">
            <Trans>Ataskaitos ir išrašai</Trans>
          </h2>
          <ScrollRegion labelledBy="reports-list">
            <table className="records-table">
              <caption className="visually-hidden">
                <Trans>Ataskaitos ir išrašai, naujausi viršuje</Trans>
              </caption>
              <thead>
                <tr>
                  <th scope="col">
                    <Trans>Pavadinimas</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Tipas</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Data</Trans>
                  </th>
                  <th scope="col" className="num">
                    <Trans>Dydis</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Veiksmai</Trans>
                  </th>
                </tr>
              </thead>
              <tbody>
                {reports.map((report) => (
                  <tr key={report.id}>
                    <th scope="row">{report.title}</th>
                    <td>{i18n._(DOCUMENT_TYPE_LABELS[report.documentType])}</td>
                    <td className="nowrap">{formatDate(report.createdAt)}</td>
                    <td className="num nowrap">{fileSize(report.sizeBytes, i18n.locale)}</td>
                    <td>
                      <DocumentActions doc={report} file={file} actions={['open', 'download']} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        </section>
      )}
    </div>
  );
}
