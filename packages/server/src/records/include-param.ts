import { UnprocessableEntityError } from '../errors/api-errors';

/** Parsed `include` query parameter (contract §13.2). */
export interface RecordInclude {
  responses: boolean;
  suggestions: boolean;
  /** `false`, `true` (all vectors) or the listed vector names. */
  vectors: boolean | string[];
  responseSuggestions: boolean;
}

const KEYWORDS = ['responses', 'suggestions', 'vectors', 'response_suggestions'] as const;
const LIST_FORM = /^[^,:\s]+(,[^,:\s]+)*$/;
const KEYED_FORM = /^([^,:\s]+):([^,:\s]+(,[^,:\s]+)*)$/;

/**
 * Parses every occurrence of `include` (`responses,suggestions`, `vectors`, `vectors:a,b`).
 * Malformed values, unknown keywords and `vectors` mixed with `vectors:…` → 422 string detail.
 */
export function parseInclude(values: readonly string[] | undefined): RecordInclude {
  const include: RecordInclude = {
    responses: false,
    suggestions: false,
    vectors: false,
    responseSuggestions: false,
  };
  let allVectors = false;
  let namedVectors: string[] | null = null;
  for (const raw of values ?? []) {
    const value = raw.trim();
    if (value === '') continue;
    const keyed = KEYED_FORM.exec(value);
    if (keyed) {
      const [, key, list] = keyed;
      if (key !== 'vectors') {
        throw new UnprocessableEntityError(
          `'${key}' is not a valid key for 'include' query parameter. Valid key is 'vectors'`,
        );
      }
      namedVectors = [...(namedVectors ?? []), ...(list as string).split(',')];
      continue;
    }
    if (!LIST_FORM.test(value)) {
      throw new UnprocessableEntityError(
        "'include' query parameter must be of the form 'key1,key2,key3' or 'key:value1,value2,value3'",
      );
    }
    for (const keyword of value.split(',')) {
      if (!(KEYWORDS as readonly string[]).includes(keyword)) {
        throw new UnprocessableEntityError(
          `'${keyword}' is not a valid value for 'include' query parameter. Valid values are: ${KEYWORDS.join(', ')}`,
        );
      }
      if (keyword === 'responses') include.responses = true;
      else if (keyword === 'suggestions') include.suggestions = true;
      else if (keyword === 'vectors') allVectors = true;
      else include.responseSuggestions = true;
    }
  }
  if (allVectors && namedVectors) {
    throw new UnprocessableEntityError(
      "Cannot include both 'vectors' and 'vectors:<names>' in the 'include' query parameter",
    );
  }
  include.vectors = allVectors ? true : namedVectors ? [...new Set(namedVectors)] : false;
  return include;
}
