#!/usr/bin/env node
// Writes the reference-table demo: packages/server/demo-data/trial-outcomes.{dataset.json,records.jsonl}, the
// two versions of its schema file, demo-data/schemas/Outcome/v1.json and v2.json, and the facts of each trial's
// paper (src/testing/demo-trial-papers.json: the table as printed, before the suggested table's mistakes), from
// which generate-demo-pdfs.mjs makes the papers the tables' `reference`s name. Deterministic (seeded PRNG):
// re-running produces identical files. Usage: node packages/server/scripts/generate-table-demo.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { OUTCOME_FIELDS, writeDatasetFiles } from './demo-dataset-files.mjs';
import { randomHelpers, round, seededRandom } from './seeded-random.mjs';

const outDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'demo-data');

const random = seededRandom(20240816);
const { pick, int } = randomHelpers(random);

const DRUGS = [
  'metformin',
  'atorvastatin',
  'lisinopril',
  'amlodipine',
  'sertraline',
  'omeprazole',
  'salbutamol',
];
const OUTCOMES = ['HbA1c change', 'LDL change', 'systolic BP', 'HAM-D score', 'FEV1', 'adverse events'];
const AUTHORS = [
  'Okafor',
  'Lindqvist',
  'Moreau',
  'Tanaka',
  'García',
  'Novak',
  'Haddad',
  'Kowalski',
  'Singh',
  'Brennan',
];
const ARMS = ['drug', 'placebo', 'control'];

/** Version 1: strict — every outcome row needs a sample size, arms from a fixed list, mean within its CI. */
const schemaV1 = {
  name: 'Outcome',
  columns: {
    Study_ID: {
      dtype: 'str',
      required: true,
      nullable: false,
      description: 'The study this outcome was reported in',
    },
    outcome: { dtype: 'str', nullable: false, checks: { suggestion: OUTCOMES } },
    arm: { dtype: 'str', nullable: false, checks: { isin: ARMS } },
    n: { dtype: 'int64', nullable: false, checks: { greater_than_or_equal_to: 1 } },
    mean: { dtype: 'float64', nullable: true },
    ci_low: { dtype: 'float64', nullable: true },
    ci_high: { dtype: 'float64', nullable: true },
    timepoint: { dtype: 'str', nullable: true, checks: { str_matches: '^\\d+ (days|weeks|months)$' } },
  },
  index: [{ name: 'Outcome_ID', dtype: 'int64', unique: true, nullable: false }],
  checks: {
    check_between: {
      columns_target: ['mean'],
      columns_lower: ['ci_low'],
      columns_upper: ['ci_high'],
      or_equal: [true],
    },
  },
};

/** Version 2: a missing sample size may be NA, arms may be several (`;`), and a `dose` column exists. */
const schemaV2 = {
  ...schemaV1,
  columns: {
    ...schemaV1.columns,
    arm: { dtype: 'str', nullable: false, checks: { isin: ARMS, multiselect: { delimiter: ';' } } },
    n: { dtype: 'int64', nullable: true, checks: { greater_than_or_equal_to: 1 } },
    dose: { dtype: 'float64', nullable: true, checks: { greater_than: 0 } },
  },
};

/** The outcome rows as the paper prints them, and as the suggested table has them (with its mistakes). */
function outcomeRows(studyId, count, flawed) {
  const rows = [];
  for (let i = 0; i < count; i += 1) {
    const mean = round(-2 + random() * 4, 2);
    const spread = round(0.2 + random(), 2);
    rows.push({
      Outcome_ID: i + 1,
      Study_ID: studyId,
      outcome: pick(OUTCOMES),
      arm: ARMS[i % 2],
      n: int(12, 240),
      mean,
      ci_low: round(mean - spread, 2),
      ci_high: round(mean + spread, 2),
      timepoint: `${pick([4, 8, 12, 26, 52])} weeks`,
    });
  }
  const printed = rows.map((row) => ({ ...row }));
  if (!flawed) return { printed, suggested: rows };
  // The mistakes a reviewer corrects against the schema, one or two per flawed table.
  const flaws = [
    (r) => (r.n = 'NA'), // NA in a non-nullable integer column (fine under v2)
    (r) => (r.arm = 'drug;control'), // several arms: only v2 allows them
    (r) => (r.mean = round(r.ci_high + 1, 2)), // mean outside its confidence interval
    (r) => (r.n = -r.n), // a negative sample size
    (r) => (r.timepoint = 'twelve weeks'), // does not match the pattern
    (r) => (r.Outcome_ID = 1), // a duplicate index value
  ];
  for (let k = 0; k < int(1, 2); k += 1) pick(flaws)(rows[int(1, rows.length - 1)]);
  return { printed, suggested: rows };
}

/** The suggested table: it names its schema version and, by `reference`, the paper it was extracted from. */
function outcomeTable(rows, version, reference) {
  return {
    schema: {
      fields: OUTCOME_FIELDS,
      primaryKey: ['Outcome_ID'],
      schemaName: 'Outcome',
      // Version ids exist only once the schema files are stored: seeding replaces `$version:<name>@<tag>`.
      version_id: `$version:Outcome@${version}`,
    },
    data: rows,
    reference,
  };
}

/** The paper's results table as printed (header, the drug's row, the placebo row): a `use_table` text answer. */
function printedResultsTable(drug, [drugRow, placeboRow]) {
  const rows = [
    ['Arm', 'n', 'Mean'],
    [`${drug[0].toUpperCase()}${drug.slice(1)}`, drugRow.n, drugRow.mean],
    ['placebo', placeboRow.n, placeboRow.mean],
  ];
  const cells = (row) => row.map((cell) => `<td><p>${cell}</p></td>`).join('');
  return `<table><tbody>${rows.map((row) => `<tr>${cells(row)}</tr>`).join('')}</tbody></table>`;
}

const records = [];
const papers = [];
for (let i = 0; i < 24; i += 1) {
  const author = AUTHORS[i % AUTHORS.length];
  const year = 2012 + (i % 11);
  const drug = DRUGS[i % DRUGS.length];
  const studyId = `S${String(i + 1).padStart(2, '0')}`;
  const participants = int(40, 480);
  const weeks = pick([8, 12, 24, 52]);
  const primary = pick(OUTCOMES);
  const abstract =
    `${author} et al. (${year}) randomised ${participants} adults to ${drug} or placebo for ${weeks} weeks. ` +
    `The primary outcome was ${primary}; secondary outcomes included ${pick(OUTCOMES)} and adverse events. ` +
    `Results are reported per arm with means and 95% confidence intervals.`;
  const flawed = i % 3 !== 2; // two records in three carry a table with mistakes
  const version = i % 4 === 0 ? 'v2' : 'v1'; // most tables were extracted against the first schema version
  const reference = `${author.toLowerCase()}${year}`;
  const outcomes = outcomeRows(studyId, int(2, 6), flawed);
  papers.push({ reference, author, year, drug, participants, weeks, primary, rows: outcomes.printed });
  records.push({
    external_id: `trial-${String(i + 1).padStart(3, '0')}`,
    fields: {
      abstract,
      study: {
        schema: {
          fields: [{ name: 'Study_ID', type: 'string' }, { name: 'drug' }, { name: 'year', type: 'integer' }],
          primaryKey: ['Study_ID'],
        },
        data: [{ Study_ID: studyId, drug, year }],
        reference,
      },
    },
    metadata: { year, drug },
    suggestions: [
      {
        question: 'outcomes',
        value: outcomeTable(outcomes.suggested, version, reference),
        agent: 'extraction-model',
        type: 'model',
      },
      // The first record also suggests its printed results table (a table printed without a header row).
      ...(i === 0
        ? [
            {
              question: 'results-table',
              agent: 'demo-template',
              type: 'model',
              value: printedResultsTable(drug, outcomes.suggested),
            },
          ]
        : []),
    ],
  });
}

const settings = {
  dataset: {
    name: 'trial-outcomes',
    guidelines:
      '# Outcome extraction\n\nEach record is the abstract of a randomised trial. Correct the suggested **outcomes** table ' +
      'so it matches the paper and the `Outcome` schema: check the data, fix every marked cell, and fetch the latest ' +
      'schema when the table says a newer version exists.',
    allow_extra_metadata: false,
  },
  fields: [
    { name: 'abstract', title: 'Abstract', required: true, settings: { type: 'text', use_markdown: false } },
    { name: 'study', title: 'Study', required: false, settings: { type: 'table' } },
  ],
  questions: [
    {
      name: 'outcomes',
      title: 'Outcomes',
      description: 'One row per outcome and arm, checked against the Outcome schema.',
      required: true,
      settings: { type: 'table' },
    },
    { name: 'notes', title: 'Notes', required: false, settings: { type: 'text', use_markdown: false } },
    {
      name: 'results-table',
      title: 'Results table',
      description: "The paper's results table as it is printed (arm, n, mean); edited as a table.",
      required: false,
      settings: { type: 'text', use_markdown: false, use_table: true },
    },
  ],
  metadata_properties: [
    { name: 'year', title: 'Year', settings: { type: 'integer' } },
    { name: 'drug', title: 'Drug', settings: { type: 'terms', values: DRUGS } },
  ],
  vectors_settings: [],
};

mkdirSync(join(outDir, 'schemas', 'Outcome'), { recursive: true });
writeFileSync(join(outDir, 'schemas', 'Outcome', 'v1.json'), `${JSON.stringify(schemaV1, null, 2)}\n`);
writeFileSync(join(outDir, 'schemas', 'Outcome', 'v2.json'), `${JSON.stringify(schemaV2, null, 2)}\n`);
writeDatasetFiles(outDir, 'trial-outcomes', settings, records);
writeFileSync(
  join(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'testing', 'demo-trial-papers.json'),
  `${JSON.stringify(papers, null, 2)}\n`,
);
console.log(`wrote ${records.length} trial-outcomes records and 2 versions of schemas/Outcome`);
