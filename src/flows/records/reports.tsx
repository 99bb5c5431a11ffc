import { Trans } from '@lingui/react/macro';
import { getRouteApi } from '@tanstack/react-router';
import { useRouteTitle } from '../../app/shell/use-route-title';
import { DocumentTable } from './document-table';
import { useDocumentFile } from './use-document-file';
import '../../ui/records.css';

const route = getRouteApi('/portal/reports');

/** The customer's quarterly reports and account statements, opened or downloaded as PDFs. */
export function ReportsPage() {
  const title = useRouteTitle();
  const loaded = route.useLoaderData();
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
          <DocumentTable
            documents={reports}
            file={file}
            labelledBy="reports-list"
            caption={<Trans>Ataskaitos ir išrašai, naujausi viršuje</Trans>}
          />
        </section>
      )}
    </div>
  );
}
