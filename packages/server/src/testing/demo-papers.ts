import type { PaperSpec } from './paper-pdf';
import trials from './demo-trial-papers.json';

/**
 * The papers of the demos: fictional trial reports (invented authors, numbers and journals) laid out like real
 * ones — the three of the documents demo, and one per trial of the reference-table demo that the former do not
 * cover. `scripts/generate-demo-pdfs.mjs` writes them to `demo-data/documents/`.
 */
export interface DemoPaper {
  /** File name in `demo-data/documents/`. */
  file: string;
  pmid: string;
  doi: string;
  reference: string;
  spec: PaperSpec;
}

const methods = (drug: string, weeks: number, n: number) => [
  {
    paragraph:
      `We enrolled ${n} adults from eleven outpatient clinics between March 2019 and June 2021. Eligible ` +
      `participants were randomly assigned in a 1:1 ratio to ${drug} or placebo using computer-generated ` +
      'blocks of four, stratified by site. Participants, clinicians and outcome assessors were masked to the ' +
      'allocation throughout the trial.',
  },
  { subheading: 'Outcomes' },
  {
    paragraph:
      `The primary outcome was the change from baseline at ${weeks} weeks. Secondary outcomes were the change ` +
      'at 12 weeks, the proportion of participants reaching the treatment target, and adverse events. ' +
      'Outcomes were measured at baseline, 4, 12 and ' +
      `${weeks} weeks by assessors who did not know the allocation.`,
  },
  { subheading: 'Statistical analysis' },
  {
    paragraph:
      'Analyses followed the intention-to-treat principle. Continuous outcomes were compared with analysis of ' +
      'covariance adjusted for the baseline value and site; we report mean differences with 95% confidence ' +
      'intervals. Missing outcomes were handled by multiple imputation with twenty imputed data sets.',
  },
];

const discussion = (drug: string) => [
  {
    paragraph:
      `In this trial, ${drug} improved the primary outcome compared with placebo, and the effect was ` +
      'consistent across the prespecified subgroups. Adverse events were mostly mild and transient. The ' +
      'trial was not powered to detect differences in rare harms, and follow-up was limited to one year.',
  },
  { subheading: 'Limitations' },
  {
    paragraph:
      'Participants were recruited from specialist clinics and may differ from patients treated in primary ' +
      'care. Adherence was assessed by pill count only. These results need confirmation in a larger ' +
      'pragmatic trial with longer follow-up.',
  },
];

function trialPaper(options: {
  title: string;
  authors: string;
  drug: string;
  outcome: string;
  weeks: number;
  n: number;
  rows: string[][];
}): PaperSpec {
  const { drug, outcome, weeks, n } = options;
  return {
    title: options.title,
    authors: options.authors,
    sections: [
      {
        heading: 'Abstract',
        blocks: [
          {
            paragraph:
              `Background: The effect of ${drug} on ${outcome} in routine care is uncertain. Methods: In this ` +
              `double-blind trial, ${n} adults were randomly assigned to ${drug} or placebo for ${weeks} weeks. ` +
              `Results: ${drug} reduced ${outcome} compared with placebo (Table 2). Conclusions: ${drug} ` +
              'was effective and well tolerated over the trial period.',
          },
        ],
      },
      {
        heading: '1. Introduction',
        blocks: [
          {
            paragraph:
              `${outcome} is a common target of treatment, yet few randomised trials have compared ${drug} with ` +
              'placebo in unselected outpatients. Observational studies suggest a benefit, but they are prone ' +
              'to confounding by indication. We therefore conducted a pragmatic, masked, randomised trial.',
          },
        ],
      },
      { heading: '2. Methods', blocks: methods(drug, weeks, n) },
      {
        heading: '3. Results',
        blocks: [
          {
            paragraph:
              `Of ${n + 61} people screened, ${n} were randomised. Baseline characteristics were similar between ` +
              'the groups (Table 1). Follow-up was complete for 93% of participants at the primary time point.',
          },
          {
            table: {
              caption: 'Table 1. Baseline characteristics of the participants',
              rows: [
                ['Characteristic', `${drug}`, 'Placebo'],
                ['Age, years (mean)', '58.2', '57.9'],
                ['Women, n (%)', '71 (48%)', '69 (47%)'],
                [`Baseline ${outcome}`, '8.1', '8.2'],
              ],
            },
          },
          {
            paragraph:
              `The primary outcome favoured ${drug} (Table 2). The change over time in each group is shown in ` +
              'Figure 1. Adverse events occurred in 18% of participants given the drug and 15% given placebo.',
          },
          {
            table: {
              caption: `Table 2. ${outcome} by arm at each time point`,
              rows: [['Outcome', 'Arm', 'n', 'Mean', '95% CI', 'Time point'], ...options.rows],
            },
          },
          { figure: `Figure 1. Mean change in ${outcome} from baseline by arm over ${weeks} weeks.` },
        ],
      },
      { heading: '4. Discussion', blocks: discussion(drug) },
      {
        heading: 'References',
        blocks: [
          {
            paragraph:
              '1. Example A, Sample B. A fictional reference used for demonstration only. J Demo Med. 2018;12:1-9. ' +
              '2. Placeholder C. Another invented citation. Demo Trials. 2020;4:33-41.',
          },
        ],
      },
    ],
  };
}

export const DEMO_PAPERS: DemoPaper[] = [
  {
    file: 'okafor2012.pdf',
    pmid: '31000001',
    doi: '10.5555/demo.2012.001',
    reference: 'okafor2012',
    spec: trialPaper({
      title: 'Metformin versus placebo for glycaemic control in adults with prediabetes: a randomised trial',
      authors: 'Chidi Okafor, Lena Brandt, Tomás Ruiz — Demo Journal of Clinical Trials (fictional)',
      drug: 'metformin',
      outcome: 'HbA1c change',
      weeks: 52,
      n: 394,
      rows: [
        ['HbA1c change', 'drug', '197', '-0.62', '-0.75 to -0.49', '52 weeks'],
        ['HbA1c change', 'placebo', '197', '-0.08', '-0.20 to 0.04', '52 weeks'],
        ['HbA1c change', 'drug', '190', '-0.41', '-0.52 to -0.30', '12 weeks'],
      ],
    }),
  },
  {
    file: 'lindqvist2017.pdf',
    pmid: '31000002',
    doi: '10.5555/demo.2017.002',
    reference: 'lindqvist2017',
    spec: trialPaper({
      title: 'Atorvastatin 20 mg and LDL cholesterol in older adults: the fictional LIPID-AGE trial',
      authors: 'Sara Lindqvist, Paolo Ferri, Amina Yusuf — Demo Annals of Medicine (fictional)',
      drug: 'atorvastatin',
      outcome: 'LDL change',
      weeks: 24,
      n: 260,
      rows: [
        ['LDL change', 'drug', '128', '-1.21', '-1.38 to -1.04', '24 weeks'],
        ['LDL change', 'placebo', '129', '-0.05', '-0.19 to 0.09', '24 weeks'],
      ],
    }),
  },
  {
    file: 'haddad2020.pdf',
    pmid: '31000003',
    doi: '10.5555/demo.2020.003',
    reference: 'haddad2020',
    spec: trialPaper({
      title: 'Sertraline for moderate depression in primary care: a pragmatic randomised trial',
      authors: 'Rami Haddad, Ingrid Solberg, Wei Chen — Demo Journal of Psychiatry (fictional)',
      drug: 'sertraline',
      outcome: 'HAM-D score',
      weeks: 12,
      n: 312,
      rows: [
        ['HAM-D score', 'drug', '155', '-9.4', '-10.6 to -8.2', '12 weeks'],
        ['HAM-D score', 'placebo', '154', '-6.1', '-7.2 to -5.0', '12 weeks'],
      ],
    }),
  },
];

/** A trial of the reference-table demo, as `scripts/generate-table-demo.mjs` writes it: the outcome rows as printed. */
interface DemoTrial {
  reference: string;
  author: string;
  year: number;
  drug: string;
  participants: number;
  weeks: number;
  primary: string;
  rows: {
    outcome: string;
    arm: string;
    n: number;
    mean: number;
    ci_low: number;
    ci_high: number;
    timepoint: string;
  }[];
}

const capitalized = (word: string) => `${word[0]?.toUpperCase() ?? ''}${word.slice(1)}`;

/**
 * The papers the reference-table demo's tables name by `reference` (`trial-outcomes`, one per trial), so its
 * model fill-in has a paper to read; a trial the documents demo already has a paper for uses that one.
 */
export const DEMO_TRIAL_PAPERS: DemoPaper[] = (trials as DemoTrial[])
  .filter((trial) => !DEMO_PAPERS.some((paper) => paper.reference === trial.reference))
  .map((trial, index) => ({
    // File names in ASCII (`garcía2015` is filed as garcia2015.pdf); the reference keeps its accent.
    file: `${trial.reference.normalize('NFD').replace(/[\u0300-\u036f]/g, '')}.pdf`,
    pmid: String(31001001 + index),
    doi: `10.5555/demo.trial.${trial.year}.${String(index + 1).padStart(3, '0')}`,
    reference: trial.reference,
    spec: trialPaper({
      title: `${capitalized(trial.drug)} versus placebo in adults: a randomised trial over ${trial.weeks} weeks`,
      authors: `${trial.author} et al., ${trial.year} — Demo Trials Reports (fictional)`,
      drug: trial.drug,
      outcome: trial.primary,
      weeks: trial.weeks,
      n: trial.participants,
      rows: trial.rows.map((row) => [
        row.outcome,
        row.arm,
        String(row.n),
        String(row.mean),
        `${row.ci_low} to ${row.ci_high}`,
        row.timepoint,
      ]),
    }),
  }));
