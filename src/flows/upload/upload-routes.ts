import { msg } from '@lingui/core/macro';
import { createRoute } from '@tanstack/react-router';
import { UPLOAD_MAX_FILES } from '../../domain/constants';
import { lazyPage } from '../../app/routes/lazy-page';
import { portalRoute } from '../../app/routes/portal-route';

const uploadPage = () => import('./document-upload');

/** `?count=2` on the success screen: how many documents were uploaded (1 to 5), else nothing. */
export function validateUploadSuccessSearch(search: Record<string, unknown>): { count?: number | undefined } {
  const raw = search.count;
  const count = typeof raw === 'number' ? raw : typeof raw === 'string' ? Number(raw) : Number.NaN;
  return Number.isInteger(count) && count >= 1 && count <= UPLOAD_MAX_FILES ? { count } : {};
}

/**
 * Document upload (§2 document-upload and its success). The flow (machines/upload) needs no
 * loader: nothing is read before the customer chooses the files.
 */
export const documentUploadRoute = createRoute({
  getParentRoute: () => portalRoute,
  path: '/document-upload',
  staticData: { title: msg`Dokumentų įkėlimas` },
  component: lazyPage(uploadPage, 'DocumentUploadPage'),
});

export const documentUploadSuccessRoute = createRoute({
  getParentRoute: () => portalRoute,
  path: '/document-upload/success',
  staticData: { title: msg`Dokumentai įkelti` },
  validateSearch: validateUploadSuccessSearch,
  component: lazyPage(uploadPage, 'DocumentUploadSuccessPage'),
});

export const uploadRoutes = [documentUploadRoute, documentUploadSuccessRoute] as const;
