import { classLabel, list, value } from './features';
import { createRandom } from './random';
import type { FileFault, StandInDataset } from './StandInDataset';
import { paragraphText, reviewText } from './textCorpus';

/** The namespace of the stand-in's own test sets (fault cases and the numeric set). */
export const STAND_IN_NAMESPACE = 'marginalia-stand-in';

const reviewRow =
  (id: string) =>
  (index: number, split: string, config: string): Record<string, unknown> => {
    const random = createRandom(`${id}/${config}/${split}/${index}`);
    const label = random.int(0, 1);
    return { text: reviewText(random, label === 1 ? 'pos' : 'neg'), label };
  };

const reviewFeatures = { text: value('string'), label: classLabel(['neg', 'pos']) };

/** A private repository: the hub answers only with a token, the datasets server never. */
const privateDataset: StandInDataset = {
  id: `${STAND_IN_NAMESPACE}/private-dataset`,
  description: 'A private repository.',
  private: true,
  configs: [{ name: 'default', splits: [{ name: 'train', numRows: 50 }] }],
  features: reviewFeatures,
  row: reviewRow(`${STAND_IN_NAMESPACE}/private-dataset`),
};

/** A split with no rows beside a normal one. */
const emptySplit: StandInDataset = {
  id: `${STAND_IN_NAMESPACE}/empty-split`,
  description: 'A dataset whose `empty` split has 0 rows.',
  configs: [
    {
      name: 'default',
      splits: [
        { name: 'train', numRows: 20 },
        { name: 'empty', numRows: 0 },
      ],
    },
  ],
  features: reviewFeatures,
  row: reviewRow(`${STAND_IN_NAMESPACE}/empty-split`),
};

/** Columns no field can show: nested structs, lists of lists, raw bytes and timestamps. */
const nestedTypes: StandInDataset = {
  id: `${STAND_IN_NAMESPACE}/nested-types`,
  description: 'Unsupported and nested column types beside a text and a label.',
  configs: [{ name: 'default', splits: [{ name: 'train', numRows: 50 }] }],
  features: {
    text: value('string'),
    label: classLabel(['neg', 'pos']),
    details: { author: { name: value('string'), age: value('int32') }, tags: list(value('string')) },
    matrix: list(list(value('float64'))),
    raw: value('binary'),
    created: value('timestamp[s]'),
  },
  row(index, split, config) {
    const random = createRandom(`${this.id}/${config}/${split}/${index}`);
    return {
      ...reviewRow(this.id)(index, split, config),
      details: { author: { name: `author ${random.int(1, 9)}`, age: random.int(18, 90) }, tags: ['a', 'b'] },
      matrix: [
        [random.next(), random.next()],
        [random.next(), random.next()],
      ],
      raw: new Uint8Array([index % 256, 1, 2, 3]),
      created: 1_700_000_000_000 + index * 60_000,
    };
  },
};

/** Columns named like the record attributes of the hub layout (`id`, `status`, `_server_id`). */
const reservedNames: StandInDataset = {
  id: `${STAND_IN_NAMESPACE}/reserved-names`,
  description: 'Columns named like reserved record attributes: id, status and _server_id.',
  configs: [{ name: 'default', splits: [{ name: 'train', numRows: 40 }] }],
  features: {
    id: value('string'),
    text: value('string'),
    status: value('string'),
    _server_id: value('string'),
    label: classLabel(['neg', 'pos']),
  },
  row(index, split, config) {
    const review = reviewRow(this.id)(index, split, config);
    return {
      id: `row-${index}`,
      text: review['text'],
      status: index % 2 === 0 ? 'pending' : 'completed',
      _server_id: `server-${index}`,
      label: review['label'],
    };
  },
};

const LARGE_TEXT_BYTES = 100_000;

/** 10,000 rows of 100 kB texts, in row groups of 100 rows (10 MB each). */
const largeTexts: StandInDataset = {
  id: `${STAND_IN_NAMESPACE}/large-texts`,
  description: '10,000 rows of 100 kB texts each (about 1 GB of text).',
  configs: [{ name: 'default', splits: [{ name: 'train', numRows: 10000 }] }],
  features: reviewFeatures,
  rowGroupSize: 100,
  row(index, split, config) {
    const random = createRandom(`${this.id}/${config}/${split}/${index}`);
    const paragraph = paragraphText(random, 8);
    const head = `Document ${index}. `;
    const body = paragraph.repeat(Math.ceil(LARGE_TEXT_BYTES / paragraph.length));
    return { text: (head + body).slice(0, LARGE_TEXT_BYTES), label: index % 2 };
  },
};

const faultyFiles = (name: string, fault: FileFault, description: string): StandInDataset => ({
  id: `${STAND_IN_NAMESPACE}/${name}`,
  description,
  // Large enough (~4 MB) that a reader's first footer read does not take in the whole file.
  configs: [{ name: 'default', splits: [{ name: 'train', numRows: 12000 }] }],
  features: { ...reviewFeatures, notes: value('string') },
  rowGroupSize: 1000,
  fault,
  row(index, split, config) {
    const random = createRandom(`${this.id}/${config}/${split}/${index}`);
    return { ...reviewRow(this.id)(index, split, config), notes: paragraphText(random, 6) };
  },
});

/** The fault cases of a hub import. */
export const faultDatasets: StandInDataset[] = [
  privateDataset,
  emptySplit,
  nestedTypes,
  reservedNames,
  largeTexts,
  faultyFiles('server-error', 'status-500', 'Its parquet data answers 500 once the footer has been read.'),
  faultyFiles('connection-drop', 'drop-connection', 'Its parquet data reads are cut off half-way.'),
  faultyFiles('flaky', 'flaky', 'Every other parquet data read answers 500; a retry succeeds.'),
];
