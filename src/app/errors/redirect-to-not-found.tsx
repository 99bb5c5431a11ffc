import { Navigate } from '@tanstack/react-router';

/** §2: any unknown route goes to the 404 page. */
export function RedirectToNotFound() {
  return <Navigate to="/error-404" replace />;
}
