import { Navigate, useParams } from 'react-router';
import { newDatasetRedirect } from '@marginalia/react';

/** /new/:id? → /{encoded id}, or home without an id. */
export function NewDatasetRedirect() {
  const { id } = useParams();
  return <Navigate to={newDatasetRedirect(id)} replace />;
}
