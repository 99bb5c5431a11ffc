import { useLingui as useLinguiRuntime } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLoaderData, useNavigate, useSearch } from '@tanstack/react-router';
import { useId, useState, type FormEvent } from 'react';
import type { PortalDocument } from '../../../api/contract/documents';
import type { LoadResult } from '../../../app/data-cache';
import { Button } from '../../../ui/button';
import { useRouteTitle } from '../../shell/use-route-title';
import { DOCUMENT_TYPES, validateDocumentSearch } from './document-search';
import { documentTypeName } from '../../../api/contract/document-types';
import { DocumentTable } from './document-table';
import { useDocumentFile } from './use-document-file';
import './records.css';

/**
 * §6 documents: filter by type (kept in the URL), preview (the file opens in a new tab in the browser's
 * own viewer) and download. An in-page <iframe> of the PDF blob is not used: the portal's
 * Content-Security-Policy (default-src 'self', object-src 'none') does not allow blob: frames.
 */
export function DocumentsListPage() {
  const title = useRouteTitle();
  const { i18n } = useLinguiRuntime();
  const loaded = useLoaderData({ strict: false }) as LoadResult<PortalDocument[]>;
  const { type } = validateDocumentSearch(useSearch({ strict: false }));
  const documents = loaded.data ?? [];
  const typeLabel = type ? documentTypeName(type, i18n.locale) : '';
  const file = useDocumentFile();
  return (
    <div className="page records">
      <h1>{title}</h1>
      <TypeFilter key={type ?? ''} type={type ?? ''} />
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

function TypeFilter({ type }: { type: string }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const selectId = useId();
  const [value, setValue] = useState(type);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void navigate({ to: '.', search: validateDocumentSearch({ type: value }) as never });
  };
  return (
    <section className="card" aria-labelledby="documents-filter">
      <h2 id="documents-filter">
        <Trans>Filtras</Trans>
      </h2>
      <form className="records-filter" onSubmit={onSubmit}>
        <div className="field">
          <label className="field__label" htmlFor={selectId}>
            <Trans>Dokumento tipas</Trans>
          </label>
          <select
            id={selectId}
            className="field__input"
            value={value}
            onChange={(event) => setValue(event.target.value)}
          >
            <option value="">{t`Visi tipai`}</option>
            {DOCUMENT_TYPES.map((item) => (
              <option key={item} value={item}>
                {documentTypeName(item, i18n.locale)}
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
