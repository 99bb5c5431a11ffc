import { useLingui as useLinguiRuntime } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { getRouteApi, useRouterState, useSearch } from '@tanstack/react-router';
import { useId } from 'react';
import { Button } from '../../ui/button';
import { useFormFlow } from '../../kits/forms/use-form';
import { useRouteTitle } from '../../app/shell/use-route-title';
import { DOCUMENT_TYPES, validateDocumentSearch } from './document-search';
import { documentTypeName } from './document-type-names';
import { DocumentTable } from './document-table';
import { useDocumentFile } from './use-document-file';
import '../../ui/records.css';

const route = getRouteApi('/portal/documents-list');

/**
 * §6 documents: filter by type (kept in the URL), preview (the file opens in a new tab in the browser's
 * own viewer) and download. An in-page <iframe> of the PDF blob is not used: the portal's
 * Content-Security-Policy (default-src 'self', object-src 'none') does not allow blob: frames.
 */
export function DocumentsListPage() {
  const title = useRouteTitle();
  const { i18n } = useLinguiRuntime();
  const loaded = route.useLoaderData();
  const { type } = validateDocumentSearch(useSearch({ strict: false }));
  // Every navigation re-creates the filter (its flow ends with the navigation it asks for).
  const locationKey = useRouterState({ select: (s) => s.location.state.__TSR_key });
  const documents = loaded.data ?? [];
  const typeLabel = type ? documentTypeName(type, i18n) : '';
  const file = useDocumentFile();
  return (
    <div className="page records">
      <h1>{title}</h1>
      <TypeFilter key={`${locationKey ?? ''}:${type ?? ''}`} type={type ?? ''} />
      {documents.length === 0 ? (
        <section className="card" aria-labelledby="documents-empty">
          <h2 id="documents-empty">
            <Trans>Dokumentų nėra</Trans>
          </h2>
          <p>
            {type ? (
              <Trans>Šio tipo dokumentų neturite. Pasirinkite kitą tipą arba rodykite visus.</Trans>
            ) : (
              <Trans>Jūsų dokumentų sąrašas kol kas tuščias.</Trans>
            )}
          </p>
        </section>
      ) : (
        <section className="card" aria-labelledby="documents-list">
          <h2 id="documents-list">
            {type ? <Trans>Dokumentai: {typeLabel}</Trans> : <Trans>Visi dokumentai</Trans>}
          </h2>
          <DocumentTable
            documents={documents}
            file={file}
            labelledBy="documents-list"
            caption={<Trans>Dokumentai, naujausi viršuje</Trans>}
            showContract
          />
        </section>
      )}
    </div>
  );
}

/** The `documentsFilter` form flow: its output (the type) is put in the URL by src/app/navigation.ts. */
function TypeFilter({ type }: { type: string }) {
  const { t, i18n } = useLingui();
  const selectId = useId();
  const form = useFormFlow<'type', 'documentsFilter'>('documentsFilter', {
    initialValues: { type },
    validate: () => ({}),
    params: null,
  });
  return (
    <section className="card" aria-labelledby="documents-filter">
      <h2 id="documents-filter">
        <Trans>Filtras</Trans>
      </h2>
      <form className="records-filter" {...form.formProps}>
        <div className="field">
          <label className="field__label" htmlFor={selectId}>
            <Trans>Dokumento tipas</Trans>
          </label>
          <select
            id={selectId}
            className="field__input"
            value={form.values.type}
            onChange={(event) => form.change('type', event.target.value)}
          >
            <option value="">{t`Visi tipai`}</option>
            {DOCUMENT_TYPES.map((item) => (
              <option key={item} value={item}>
                {documentTypeName(item, i18n)}
              </option>
            ))}
          </select>
        </div>
        <div className="actions records-filter__actions">
          <Button type="submit">
            <Trans>Rodyti dokumentus</Trans>
          </Button>
        </div>
      </form>
    </section>
  );
}
