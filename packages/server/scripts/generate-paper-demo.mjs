#!/usr/bin/env node
// Writes the documents demo dataset, packages/server/demo-data/paper-extraction.{dataset.json,records.jsonl}:
// one record per demo paper (demo-data/documents/*.pdf, see generate-demo-pdfs.mjs), naming its paper by pmid
// and reference in the metadata, with the Outcome table to fill from the paper and the three questions that
// steer the model fill-in. Deterministic. Usage: node packages/server/scripts/generate-paper-demo.mjs
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { OUTCOME_FIELDS, writeDatasetFiles } from './demo-dataset-files.mjs';

const outDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'demo-data');

/** The demo papers (the same pmid, reference and facts as src/testing/demo-papers.ts). */
const PAPERS = [
  {
    pmid: '31000001',
    reference: 'okafor2012',
    study: 'S01',
    drug: 'metformin',
    outcome: 'HbA1c change',
    weeks: 52,
    n: 394,
  },
  {
    pmid: '31000002',
    reference: 'lindqvist2017',
    study: 'S02',
    drug: 'atorvastatin',
    outcome: 'LDL change',
    weeks: 24,
    n: 260,
  },
  {
    pmid: '31000003',
    reference: 'haddad2020',
    study: 'S03',
    drug: 'sertraline',
    outcome: 'HAM-D score',
    weeks: 12,
    n: 312,
  },
];

const SECTIONS = [
  'Abstract',
  '1. Introduction',
  '2. Methods',
  'Outcomes',
  'Statistical analysis',
  '3. Results',
  '4. Discussion',
];

const settings = {
  dataset: {
    name: 'paper-extraction',
    guidelines:
      '# Extraction from papers\n\nEach record is one trial report; its paper opens beside the record. Read the paper, ' +
      'choose the sections and the kind of source that hold the outcomes, then fill the **outcomes** table — by hand ' +
      "or with the row menu's LLM fill-in — and check every row against the paper before submitting.",
    allow_extra_metadata: true,
  },
  fields: [
    { name: 'abstract', title: 'Abstract', required: true, settings: { type: 'text', use_markdown: false } },
  ],
  questions: [
    {
      name: 'outcomes',
      title: 'Outcomes',
      description: 'One row per outcome, arm and time point, checked against the Outcome schema.',
      required: true,
      settings: { type: 'table' },
    },
    {
      name: 'context-relevant',
      title: 'Sections holding the outcomes',
      required: false,
      settings: {
        type: 'multi_label_selection',
        options: [...SECTIONS, 'Not listed'].map((value) => ({ value, text: value })),
      },
    },
    {
      name: 'extraction-source',
      title: 'Read the outcomes from',
      required: false,
      settings: {
        type: 'multi_label_selection',
        options: [
          { value: 'text', text: 'Text' },
          { value: 'table', text: 'Tables' },
          { value: 'figure', text: 'Figures' },
        ],
      },
    },
    {
      name: 'notes',
      title: 'Notes for the model',
      required: false,
      settings: { type: 'text', use_markdown: false },
    },
  ],
  metadata_properties: [],
  vectors_settings: [],
};

const records = PAPERS.map((paper) => ({
  external_id: paper.reference,
  fields: {
    abstract:
      `Background: The effect of ${paper.drug} on ${paper.outcome} in routine care is uncertain. Methods: In this ` +
      `double-blind trial, ${paper.n} adults were randomly assigned to ${paper.drug} or placebo for ${paper.weeks} ` +
      `weeks. Results: ${paper.drug} reduced ${paper.outcome} compared with placebo. (Fictional demo paper.)`,
  },
  metadata: { pmid: paper.pmid, reference: paper.reference, page_number: 1 },
  suggestions: [
    {
      question: 'outcomes',
      agent: 'demo-template',
      type: 'model',
      // Two rows to complete: the outcome and arms are known, the numbers come from the paper.
      value: {
        schema: {
          fields: OUTCOME_FIELDS,
          primaryKey: ['Outcome_ID'],
          schemaName: 'Outcome',
          version_id: '$version:Outcome@v2',
        },
        data: ['drug', 'placebo'].map((arm, index) => ({
          Outcome_ID: index + 1,
          Study_ID: paper.study,
          outcome: paper.outcome,
          arm,
          n: null,
          mean: null,
          ci_low: null,
          ci_high: null,
          timepoint: `${paper.weeks} weeks`,
        })),
        reference: paper.reference,
      },
    },
    { question: 'context-relevant', agent: 'demo-template', type: 'selection', value: ['3. Results'] },
  ],
}));

writeDatasetFiles(outDir, 'paper-extraction', settings, records);
console.log(`paper-extraction: ${records.length} records`);
