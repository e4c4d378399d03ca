import { describe, expect, it } from 'vitest';
import { REPOSITORY_ERROR_CODES } from './repositoryErrorCodes';

const ANNOTATION_CODES = [
  'ERROR_FETCHING_FIELDS',
  'ERROR_FETCHING_QUESTIONS',
  'ERROR_FETCHING_VECTORS',
  'ERROR_FETCHING_METADATA',
  'ERROR_FETCHING_METADATA_METRIC',
  'ERROR_FETCHING_RECORDS',
  'ERROR_FETCHING_RECORD_BY_ID',
  'ERROR_DELETING_RECORD_RESPONSE',
  'ERROR_UPDATING_RECORD_RESPONSE',
  'ERROR_CREATING_RECORD_RESPONSE',
  'ERROR_CREATING_RECORD_RESPONSE_BULK',
  'ERROR_FETCHING_ENVIRONMENT_SETTINGS',
  'ERROR_FETCHING_OAUTH_PROVIDERS',
  'ERROR_FETCHING_OAUTH_ACCESS_TOKEN',
  'ERROR_FETCHING_DATASET',
  'ERROR_FETCHING_DOCUMENT',
  'ERROR_FETCHING_FEEDBACK_DATASETS',
  'ERROR_FETCHING_WORKSPACES',
  'ERROR_FETCHING_DATASET_INFO',
  'ERROR_FETCHING_WORKSPACE_INFO',
  'ERROR_FETCHING_DATASET_PROGRESS',
  'GET_AGENTS',
  'GET_WORKSPACES',
  'CREATE_WORKSPACE',
];

const DATASET_CODES = [
  'ERROR_CREATING_DATASET',
  'ERROR_PATCHING_DATASET_GUIDELINES',
  'ERROR_DELETING_DATASET',
  'ERROR_PUBLISHING_DATASET',
  'ERROR_IMPORTING_DATASET',
  'ERROR_EXPORTING_DATASET',
  'ERROR_FETCHING_SCHEMA_FILE',
  'ERROR_FETCHING_LLM_EXTRACTION',
];

/** Codes of Marginalia's own features beside the two documents' (review: the dataset's reviewers). */
const FEATURE_CODES = ['ERROR_UPDATING_REVIEWERS'];

const SETTINGS_VARIANTS = ['FIELD', 'QUESTION', 'VECTOR', 'METADATA'].flatMap((entity) =>
  ['PATCHING', 'UPDATING', 'CREATING'].map((verb) => `ERROR_${verb}_${entity}`),
);

describe('REPOSITORY_ERROR_CODES', () => {
  it("lists the codes of both documents and of Marginalia's own features, each valued by its own name", () => {
    const expected = [...ANNOTATION_CODES, ...DATASET_CODES, ...SETTINGS_VARIANTS, ...FEATURE_CODES];
    expect(Object.keys(REPOSITORY_ERROR_CODES).sort()).toEqual([...expected].sort());
    expect(Object.keys(REPOSITORY_ERROR_CODES)).toHaveLength(44 + FEATURE_CODES.length);
    for (const [name, value] of Object.entries(REPOSITORY_ERROR_CODES)) expect(value).toBe(name);
  });

  it('has a fetching code for each settings entity', () => {
    for (const code of [
      'ERROR_FETCHING_FIELDS',
      'ERROR_FETCHING_QUESTIONS',
      'ERROR_FETCHING_VECTORS',
      'ERROR_FETCHING_METADATA',
    ]) {
      expect(REPOSITORY_ERROR_CODES).toHaveProperty(code, code);
    }
  });
});
