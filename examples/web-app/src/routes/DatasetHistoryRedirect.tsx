import { Navigate, useParams } from 'react-router';
import { datasetHistoryPath } from '@marginalia/react';

/** /dataset/:id/history → the History tab of the dataset's settings (`?tab=history`, the settings' route state). */
export function DatasetHistoryRedirect() {
  const { id } = useParams();
  return <Navigate to={id ? datasetHistoryPath(id) : '/'} replace />;
}
