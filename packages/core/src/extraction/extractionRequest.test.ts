import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/ApiError';
import { buildExtractionRequest } from './buildExtractionRequest';
import { extractionErrorText } from './extractionErrorText';
import { extractionInputs, modelPrompt, NOT_LISTED } from './extractionInputs';
import { validateExtractionResponse } from './validateExtractionResponse';

describe('extraction inputs from the three questions', () => {
  it("takes the context-relevant selection without 'Not listed', the extraction source and the notes", () => {
    expect(
      extractionInputs({
        'context-relevant': ['Methods', NOT_LISTED, 'Table 2'],
        'extraction-source': ['table', 'text'],
        notes: ' doses in mg ',
      }),
    ).toEqual({ headers: ['Methods', 'Table 2'], types: ['table', 'text'], notes: ' doses in mg ' });
  });

  it('reads a single-choice answer, and gives nothing for missing or other answers', () => {
    expect(extractionInputs({ 'context-relevant': 'Not listed', 'extraction-source': 'figure' })).toEqual({
      headers: [],
      types: ['figure'],
      notes: '',
    });
    expect(extractionInputs({ 'context-relevant': 3, notes: ['x'] })).toEqual({ headers: [], types: [], notes: '' });
    expect(extractionInputs({ sections: ['Intro'] }, { contextRelevant: 'sections', extractionSource: 's', notes: 'n' }).headers).toEqual(['Intro']);
  });

  it('sends a prompt empty after trimming as null', () => {
    expect(modelPrompt('   \n ')).toBeNull();
    expect(modelPrompt(undefined)).toBeNull();
    expect(modelPrompt(' only the doses ')).toBe('only the doses');
  });
});

describe('the extraction request', () => {
  it('sends the rows without _id under the schema name, the other tables, and the choices', () => {
    expect(
      buildExtractionRequest({
        reference: 'smith2020',
        schemaName: 'dosing',
        rows: [{ drug: 'A', dose: null, _id: 4 }],
        otherTables: { study: [{ study_ref: 'S1', design: 'RCT', _id: 0 }] },
        columns: ['dose'],
        inputs: { headers: ['Methods'], types: ['table'], notes: 'mg' },
        prompt: '  dose per kg  ',
      }),
    ).toEqual({
      reference: 'smith2020',
      schema_name: 'dosing',
      extractions: { study: [{ study_ref: 'S1', design: 'RCT' }], dosing: [{ drug: 'A', dose: null }] },
      columns: ['dose'],
      headers: ['Methods'],
      types: ['table'],
      prompt: 'dose per kg',
    });
  });

  it('sends empty choices and a blank prompt as null', () => {
    const body = buildExtractionRequest({
      reference: 'r',
      schemaName: 's',
      rows: [],
      inputs: { headers: [], types: [], notes: '' },
      prompt: ' ',
    });
    expect(body).toMatchObject({ extractions: { s: [] }, columns: null, headers: null, types: null, prompt: null });
  });
});

describe('the extraction answer', () => {
  const answer = {
    schema: { fields: [{ name: 'drug', type: 'string' }, { name: 'dose', type: 'string' }], pandas_version: '1.4.0' },
    data: [{ drug: 'A', dose: '5 mg', invented: 'x' }],
  };

  it('gives the completed rows, keeping only the table columns', () => {
    expect(validateExtractionResponse(answer, ['drug', 'dose'])).toEqual({ ok: true, rows: [{ drug: 'A', dose: '5 mg' }] });
    expect(validateExtractionResponse(JSON.stringify(answer))).toEqual({ ok: true, rows: answer.data });
  });

  it('fails with the detail of an error body, the text of a plain answer, or says it is unreadable', () => {
    const failed = (text: string) => ({ ok: false, error: { key: 'fillIn.failed', text } });
    expect(validateExtractionResponse({ detail: 'No context found for reference smith2020' })).toEqual(
      failed('No context found for reference smith2020'),
    );
    expect(validateExtractionResponse('Request timed out.')).toEqual(failed('Request timed out.'));
    // Not rows and no words to show: a translated message of its own.
    expect(validateExtractionResponse({ data: 'not rows' })).toEqual({ ok: false, error: { key: 'fillIn.unreadable' } });
    expect(validateExtractionResponse(null)).toEqual({ ok: false, error: { key: 'fillIn.unreadable' } });
    expect(validateExtractionResponse('  ')).toEqual({ ok: false, error: { key: 'fillIn.unreadable' } });
  });
});

describe('the text of an extraction failure', () => {
  it('comes from detail, then message, then data, then response', () => {
    expect(extractionErrorText(new ApiError(503, { detail: 'No model is configured', message: 'm' }))).toBe('No model is configured');
    expect(extractionErrorText(new ApiError(502, { message: 'The model answered garbage', data: 'd' }))).toBe(
      'The model answered garbage',
    );
    expect(extractionErrorText(new ApiError(500, { data: 'upstream said no', response: 'r' }))).toBe('upstream said no');
    expect(extractionErrorText(new ApiError(500, { response: { status: 500 } }))).toBe('{"status":500}');
    expect(extractionErrorText({ response: 'only a response' })).toBe('only a response');
  });

  it("falls back to the error's own reason or message", () => {
    expect(extractionErrorText(new ApiError(0, undefined, new TypeError('Failed to fetch')))).toBe('Failed to fetch');
    expect(extractionErrorText(new ApiError(500, {}))).toBe('HTTP 500');
    expect(extractionErrorText(new Error('boom'))).toBe('boom');
  });
});
