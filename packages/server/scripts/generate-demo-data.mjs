#!/usr/bin/env node
// Writes packages/server/demo-data/*.json(l) from the hand-written corpora in this folder.
// Deterministic (seeded PRNG): re-running produces identical files. Usage: node scripts/generate-demo-data.mjs
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomHelpers, round, seededRandom } from './seeded-random.mjs';
import { NEWS } from './news-corpus.mjs';
import { GENERIC, PRODUCTS, TOPICS } from './review-corpus.mjs';

const outDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'demo-data');

const random = seededRandom(20240501);
const { pick, between } = randomHelpers(random);
function sample(list, count) {
  const copy = [...list];
  const out = [];
  while (out.length < count && copy.length > 0)
    out.push(copy.splice(Math.floor(random() * copy.length), 1)[0]);
  return out;
}

const CATEGORIES = ['electronics', 'home-kitchen', 'sports', 'books', 'toys-games', 'travel'];
const SENTIMENTS = ['positive', 'negative', 'neutral'];

/** Picks the sentences of one review and the sentiment they express. */
function composeReview(product) {
  const roll = random();
  const sentiment = roll < 0.45 ? 'positive' : roll < 0.8 ? 'negative' : 'neutral';
  let parts;
  if (sentiment === 'neutral') {
    parts =
      random() < 0.5
        ? [pick(product.neutral), ...(random() < 0.5 ? [pick(GENERIC.neutral)] : [])]
        : [
            pick(product.positive),
            pick(product.negative),
            ...(random() < 0.4 ? [pick(GENERIC.neutral)] : []),
          ];
  } else {
    const own = sample(product[sentiment], 1 + Math.floor(random() * 2.2));
    const extra = random() < 0.55 ? sample(GENERIC[sentiment], random() < 0.3 ? 2 : 1) : [];
    parts = [...own, ...extra].slice(0, 4);
  }
  const text = parts.map(([sentence]) => sentence).join(' ');
  const topics = [...new Set(parts.flatMap(([, t]) => t))];
  return { sentiment, text, topics: TOPICS.map(([value]) => value).filter((v) => topics.includes(v)) };
}

/** An 8-dimensional pseudo-embedding: a sentiment axis, a length axis and a category block, normalized. */
function reviewEmbedding(sentiment, category, text) {
  const v = new Array(8).fill(0).map(() => between(-0.15, 0.15));
  v[0] += sentiment === 'positive' ? 0.8 : sentiment === 'negative' ? -0.8 : 0;
  v[1] += Math.min(text.length / 400, 1) - 0.4;
  v[2 + CATEGORIES.indexOf(category)] += 0.7;
  const norm = Math.hypot(...v);
  return v.map((x) => round(x / norm, 4));
}

function productReviews() {
  const records = [];
  const seen = new Set();
  while (records.length < 120) {
    const product = pick(PRODUCTS);
    const review = composeReview(product);
    if (seen.has(review.text)) continue;
    seen.add(review.text);
    const index = records.length;
    const suggestions = [];
    if (random() < 0.86) {
      const correct = random() < 0.9;
      const label = correct ? review.sentiment : pick(SENTIMENTS.filter((s) => s !== review.sentiment));
      suggestions.push({
        question: 'sentiment',
        value: label,
        score: round(correct ? between(0.7, 0.99) : between(0.4, 0.66), 3),
        agent: 'distilbert-sst3-v2',
        type: 'model',
      });
    }
    if (review.topics.length > 0 && random() < 0.6) {
      suggestions.push({
        question: 'topics',
        value: review.topics,
        score: review.topics.map(() => round(between(0.55, 0.97), 3)),
        agent: 'bart-large-mnli-zeroshot',
        type: 'model',
      });
    }
    if (random() < 0.5) {
      const stars =
        review.sentiment === 'positive'
          ? pick([4, 5, 5])
          : review.sentiment === 'negative'
            ? pick([1, 1, 2])
            : 3;
      suggestions.push({
        question: 'rating',
        value: stars,
        score: round(between(0.5, 0.9), 3),
        agent: 'star-regressor-v1',
        type: 'model',
      });
    }
    records.push({
      external_id: `review-${String(index + 1).padStart(4, '0')}`,
      fields: { review: review.text, product: product.name },
      metadata: {
        category: product.category,
        helpful_votes: Math.floor(random() ** 3 * 240),
        price: product.price,
        // Undeclared key: kept because the dataset allows extra metadata; only owners and admins see it.
        source: pick(['web-store', 'mobile-app', 'marketplace']),
      },
      suggestions,
      vectors: { review_embedding: reviewEmbedding(review.sentiment, product.category, review.text) },
    });
  }
  return records;
}

const SENTIMENT_OPTIONS = [
  {
    value: 'positive',
    text: 'Positive',
    description: 'The reviewer is satisfied overall and would recommend the product.',
  },
  {
    value: 'negative',
    text: 'Negative',
    description: 'The reviewer is dissatisfied: defects, disappointment or a return.',
  },
  {
    value: 'neutral',
    text: 'Neutral / mixed',
    description: 'Neither clearly positive nor negative, or praise and complaints balance out.',
  },
];

const productReviewsSettings = {
  dataset: {
    name: 'product-reviews',
    guidelines: [
      '# Product review annotation',
      '',
      'Read each customer review and answer the questions on the right.',
      '',
      '## Sentiment',
      '- **Positive**: the customer is happy overall, even if they mention a small flaw.',
      '- **Negative**: the customer is unhappy, returns the item or warns others.',
      '- **Neutral / mixed**: no clear opinion, or praise and complaints weigh the same.',
      '',
      '## Topics',
      'Select every aspect the review talks about. A review can have several topics, or none.',
      '',
      '## Rating',
      'How many stars (1–5) do you think the reviewer gave? Leave it empty if you cannot tell.',
      '',
      '> Suggestions come from automatic models and can be wrong. Check them before submitting.',
    ].join('\n'),
    allow_extra_metadata: true,
    distribution: { strategy: 'overlap', min_submitted: 1 },
  },
  fields: [
    { name: 'review', title: 'Review', required: true, settings: { type: 'text', use_markdown: false } },
    { name: 'product', title: 'Product', required: true, settings: { type: 'text', use_markdown: false } },
  ],
  questions: [
    {
      name: 'sentiment',
      title: 'What is the overall sentiment of the review?',
      required: true,
      settings: { type: 'label_selection', options: SENTIMENT_OPTIONS },
    },
    {
      name: 'topics',
      title: 'Which topics does the review mention?',
      description: 'Select all that apply.',
      required: false,
      settings: {
        type: 'multi_label_selection',
        options: TOPICS.map(([value, text, description]) => ({ value, text, description })),
        options_order: 'natural',
      },
    },
    {
      name: 'rating',
      title: 'How many stars did the reviewer probably give?',
      required: false,
      settings: { type: 'rating', options: [1, 2, 3, 4, 5].map((value) => ({ value })) },
    },
    {
      name: 'comment',
      title: 'Comment',
      description: 'Anything unusual about this review (sarcasm, wrong product, spam)?',
      required: false,
      settings: { type: 'text', use_markdown: true },
    },
  ],
  metadata_properties: [
    {
      name: 'category',
      title: 'Category',
      settings: { type: 'terms', values: CATEGORIES },
      visible_for_annotators: true,
    },
    {
      name: 'helpful_votes',
      title: 'Helpful votes',
      settings: { type: 'integer', min: 0, max: 500 },
      visible_for_annotators: true,
    },
    {
      name: 'price',
      title: 'Price (USD)',
      settings: { type: 'float', min: 0, max: 500 },
      visible_for_annotators: false,
    },
  ],
  vectors_settings: [{ name: 'review_embedding', title: 'Review embedding', dimensions: 8 }],
};

const SECTIONS = [
  'local',
  'business',
  'sport',
  'local',
  'environment',
  'business',
  'health',
  'sport',
  'transport',
  'culture',
  'culture',
  'business',
  'business',
  'local',
  'local',
  'transport',
  'culture',
  'local',
  'environment',
  'environment',
  'business',
  'transport',
  'health',
  'environment',
];
const ENTITY_OPTIONS = [
  { value: 'PERSON', text: 'Person', description: 'Names of people.' },
  {
    value: 'ORG',
    text: 'Organization',
    description: 'Companies, councils, clubs, schools and other institutions.',
  },
  { value: 'LOCATION', text: 'Location', description: 'Towns, streets, rivers, islands and other places.' },
  { value: 'DATE', text: 'Date', description: 'Days, months, years and relative dates such as "last week".' },
];
const ANSWER_KEYS = ['answer_a', 'answer_b', 'answer_c'];

/** Character offsets (code points) of each entity's first occurrence; fails loudly on overlaps. */
function spans(article, entities) {
  const found = entities.map(([label, surface]) => {
    const at = article.indexOf(surface);
    if (at < 0) throw new Error(`entity "${surface}" not found in: ${article}`);
    const start = [...article.slice(0, at)].length;
    return { label, start, end: start + [...surface].length };
  });
  found.sort((a, b) => a.start - b.start);
  for (let i = 1; i < found.length; i += 1) {
    if (found[i].start < found[i - 1].end) throw new Error(`overlapping entities in: ${article}`);
  }
  return found;
}

function newsRecords() {
  return NEWS.map((item, index) => {
    const entitySpans = spans(item.article, item.entities);
    // The NER model misses an entity now and then, like a real one.
    const predicted =
      random() < 0.25
        ? entitySpans.filter((_, i) => i !== Math.floor(random() * entitySpans.length))
        : entitySpans;
    const suggestions = [
      { question: 'entities', value: predicted, agent: 'spacy-en_core_web_sm', type: 'model' },
    ];
    if (random() < 0.7) {
      const swap = random() < 0.2;
      const ranks = swap ? [item.ranking[0], item.ranking[2], item.ranking[1]] : item.ranking;
      suggestions.push({
        question: 'answer_ranking',
        value: ANSWER_KEYS.map((value, i) => ({ value, rank: ranks[i] })),
        score: ranks.map((rank) =>
          round(Math.min(1, Math.max(0, 0.97 - (rank - 1) * 0.3 + between(-0.05, 0.03))), 3),
        ),
        agent: 'reward-model-v1',
        type: 'model',
      });
    }
    return {
      external_id: `news-${String(index + 1).padStart(3, '0')}`,
      fields: {
        article: item.article,
        question: item.question,
        answer_a: item.answers[0],
        answer_b: item.answers[1],
        answer_c: item.answers[2],
      },
      metadata: { section: SECTIONS[index], words: item.article.split(/\s+/).length },
      suggestions,
      vectors: {},
    };
  });
}

const newsSettings = {
  dataset: {
    name: 'news-qa-ranking',
    guidelines: [
      '# Answer ranking and entity tagging',
      '',
      'Each record is a short local news article, a question about it and three candidate answers.',
      '',
      '1. **Rank the answers** from best (1) to worst (3). The best answer is correct, complete and',
      '   supported by the article. Ties are allowed when two answers are equally good.',
      '2. **Tag the entities** in the article: people, organizations, locations and dates.',
      '   Tag every occurrence you see; do not tag pronouns.',
      '',
      'Use the notes box for articles that are ambiguous or answers that are all wrong.',
    ].join('\n'),
    allow_extra_metadata: false,
    distribution: { strategy: 'overlap', min_submitted: 1 },
  },
  fields: [
    { name: 'article', title: 'Article', required: true, settings: { type: 'text', use_markdown: false } },
    { name: 'question', title: 'Question', required: true, settings: { type: 'text', use_markdown: false } },
    ...ANSWER_KEYS.map((name, i) => ({
      name,
      title: `Answer ${'ABC'[i]}`,
      required: true,
      settings: { type: 'text', use_markdown: false },
    })),
  ],
  questions: [
    {
      name: 'answer_ranking',
      title: 'Rank the answers from best to worst',
      required: true,
      settings: {
        type: 'ranking',
        options: ANSWER_KEYS.map((value, i) => ({ value, text: `Answer ${'ABC'[i]}` })),
      },
    },
    {
      name: 'entities',
      title: 'Tag the named entities in the article',
      required: false,
      settings: { type: 'span', field: 'article', options: ENTITY_OPTIONS, allow_overlapping: false },
    },
    { name: 'notes', title: 'Notes', required: false, settings: { type: 'text' } },
  ],
  metadata_properties: [
    {
      name: 'section',
      title: 'Section',
      settings: {
        type: 'terms',
        values: ['local', 'business', 'sport', 'culture', 'environment', 'health', 'transport'],
      },
      visible_for_annotators: true,
    },
    {
      name: 'words',
      title: 'Article length (words)',
      settings: { type: 'integer', min: 0, max: 200 },
      visible_for_annotators: true,
    },
  ],
  vectors_settings: [],
};

/** Formats JSON with the repository's Prettier settings when Prettier is installed (it is a root devDependency). */
async function formatJson(text, path) {
  try {
    const prettier = await import('prettier');
    return prettier.format(text, { ...(await prettier.resolveConfig(path)), filepath: path });
  } catch {
    return text;
  }
}

async function write(slug, settings, records) {
  const settingsPath = join(outDir, `${slug}.dataset.json`);
  writeFileSync(settingsPath, await formatJson(`${JSON.stringify(settings, null, 2)}\n`, settingsPath));
  writeFileSync(
    join(outDir, `${slug}.records.jsonl`),
    `${records.map((r) => JSON.stringify(r)).join('\n')}\n`,
  );
  console.log(`${slug}: ${records.length} records`);
}

await write('product-reviews', productReviewsSettings, productReviews());
await write('news-qa-ranking', newsSettings, newsRecords());
