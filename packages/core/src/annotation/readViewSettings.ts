import type { ApiClient } from '../api/createApiClient';
import { toField, type Field } from '../model/Field';
import { toQuestion, type Question } from '../model/Question';

/**
 * The dataset's fields as the model has them, none when the read fails (spec 1 §8: the view shows what it has).
 * The view's load and the page's prefetch read them alike, so the prefetch's GET is the one the view joins.
 */
export function readViewFields(client: ApiClient, datasetId: string): Promise<Field[]> {
  return client.getFields(datasetId).then(
    (body) => body.items.map(toField),
    () => [],
  );
}

/** The dataset's questions as the model has them, none when the read fails (as {@link readViewFields}). */
export function readViewQuestions(client: ApiClient, datasetId: string): Promise<Question[]> {
  return client.getQuestions(datasetId).then(
    (body) => body.items.map(toQuestion),
    () => [],
  );
}
