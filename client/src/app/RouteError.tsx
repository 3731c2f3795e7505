import { Navigate, useRouteError } from 'react-router';
import { errorReportOf } from '../lib/errorReport';

/** Any error while rendering a route leads to the error report screen, carrying what happened. */
export function RouteError() {
  const error = useRouteError();
  return <Navigate to="/sendErrorMessage" replace state={{ error: errorReportOf(error) }} />;
}
