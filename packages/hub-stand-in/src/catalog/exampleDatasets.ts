import { classLabel, image, list, value } from './features';
import { gradientPng } from './png';
import { createRandom } from './random';
import type { StandInDataset } from './StandInDataset';
import { instructionText, paragraphText, reviewText } from './textCorpus';

const seed = (id: string, config: string, split: string, index: number): string =>
  `${id}/${config}/${split}/${index}`;

/** `stanfordnlp/imdb`: movie reviews with a `neg`/`pos` class label, as on the public hub. */
export const imdb: StandInDataset = {
  id: 'stanfordnlp/imdb',
  description: 'Large Movie Review Dataset (stand-in): movie reviews labelled neg or pos.',
  tags: ['task_categories:text-classification', 'language:en'],
  configs: [
    {
      name: 'plain_text',
      splits: [
        { name: 'train', numRows: 25000 },
        { name: 'test', numRows: 25000 },
        { name: 'unsupervised', numRows: 50000 },
      ],
    },
  ],
  features: { text: value('string'), label: classLabel(['neg', 'pos']) },
  row(index, split, config) {
    const random = createRandom(seed(this.id, config, split, index));
    const label = split === 'unsupervised' ? -1 : random.int(0, 1);
    return { text: reviewText(random, label === 1 ? 'pos' : 'neg'), label };
  },
};

const DOLLY_CATEGORIES = [
  'open_qa',
  'general_qa',
  'classification',
  'closed_qa',
  'brainstorming',
  'information_extraction',
  'summarization',
  'creative_writing',
];

/** `databricks/databricks-dolly-15k`: instructions, an optional context, a response and a category. */
export const dolly: StandInDataset = {
  id: 'databricks/databricks-dolly-15k',
  description: 'Instruction-following records (stand-in) in eight categories.',
  tags: ['task_categories:question-answering', 'task_categories:summarization', 'language:en'],
  configs: [{ name: 'default', splits: [{ name: 'train', numRows: 15011 }] }],
  features: {
    instruction: value('string'),
    context: value('string'),
    response: value('string'),
    category: value('string'),
  },
  row(index, split, config) {
    const random = createRandom(seed(this.id, config, split, index));
    const category = random.pick(DOLLY_CATEGORIES);
    const hasContext = ['closed_qa', 'information_extraction', 'summarization'].includes(category);
    return {
      instruction: instructionText(random),
      context: hasContext ? paragraphText(random) : '',
      response: paragraphText(random),
      category,
    };
  },
};

const PALETTE: [number, number, number][] = [
  [231, 76, 60],
  [46, 204, 113],
  [52, 152, 219],
  [241, 196, 15],
  [155, 89, 182],
  [26, 188, 156],
];
const SCENES = [
  'a lighthouse at dusk',
  'a fox in the snow',
  'a city street in the rain',
  'a bowl of ramen',
  'a mountain lake',
  'a robot reading a book',
];
const STYLES = ['watercolour', 'pixel art', 'oil painting', 'photograph', 'pencil sketch'];

/** `argilla/synthetic-text-to-image`: prompts with a small generated image each. */
export const syntheticTextToImage: StandInDataset = {
  id: 'argilla/synthetic-text-to-image',
  description: 'Prompts and the images generated from them (stand-in: 32×32 gradients).',
  tags: ['task_categories:text-to-image', 'language:en'],
  configs: [{ name: 'default', splits: [{ name: 'train', numRows: 350 }] }],
  features: { prompt: value('string'), image: image(), model: value('string') },
  row(index, split, config) {
    const random = createRandom(seed(this.id, config, split, index));
    const from = random.pick(PALETTE);
    const to = random.pick(PALETTE);
    return {
      prompt: `${random.pick(STYLES)} of ${random.pick(SCENES)}`,
      image: { bytes: gradientPng(32, from, to), path: `${index}.png` },
      model: random.pick(['stable-diffusion-xl', 'flux-schnell']),
    };
  },
};

const EMOTIONS = [
  'admiration',
  'amusement',
  'anger',
  'annoyance',
  'approval',
  'caring',
  'confusion',
  'curiosity',
  'desire',
  'disappointment',
  'disapproval',
  'disgust',
  'embarrassment',
  'excitement',
  'fear',
  'gratitude',
  'grief',
  'joy',
  'love',
  'nervousness',
  'optimism',
  'pride',
  'realization',
  'relief',
  'remorse',
  'sadness',
  'surprise',
  'neutral',
];

/** `google-research-datasets/go_emotions` (config `simplified`): texts with a list of class labels (multi-label). */
export const goEmotions: StandInDataset = {
  id: 'google-research-datasets/go_emotions',
  description: 'Comments labelled with one or more of 28 emotions (stand-in).',
  tags: ['task_categories:text-classification', 'task_ids:multi-label-classification'],
  configs: [
    {
      name: 'simplified',
      splits: [
        { name: 'train', numRows: 5000 },
        { name: 'validation', numRows: 500 },
        { name: 'test', numRows: 500 },
      ],
    },
  ],
  features: { text: value('string'), labels: list(classLabel(EMOTIONS)), id: value('string') },
  row(index, split, config) {
    const random = createRandom(seed(this.id, config, split, index));
    const count = random.int(1, 3);
    const labels = [...new Set(Array.from({ length: count }, () => random.int(0, EMOTIONS.length - 1)))].sort(
      (a, b) => a - b,
    );
    return { text: paragraphText(random, 1), labels, id: `e${split[0]}${index.toString(36)}` };
  },
};

/** `HuggingFaceH4/no_robots`: prompts and chat conversations (`messages`: role + content). */
export const noRobots: StandInDataset = {
  id: 'HuggingFaceH4/no_robots',
  description: 'Instructions with a conversation of user and assistant messages (stand-in).',
  tags: ['task_categories:text-generation', 'language:en'],
  configs: [
    {
      name: 'default',
      splits: [
        { name: 'train', numRows: 2000 },
        { name: 'test', numRows: 100 },
      ],
    },
  ],
  features: {
    prompt: value('string'),
    prompt_id: value('string'),
    messages: list({ content: value('string'), role: value('string') }),
    category: value('string'),
  },
  row(index, split, config) {
    const random = createRandom(seed(this.id, config, split, index));
    const prompt = instructionText(random);
    const messages = [
      ...(random.next() < 0.3 ? [{ content: 'You are a helpful assistant.', role: 'system' }] : []),
      { content: prompt, role: 'user' },
      { content: paragraphText(random), role: 'assistant' },
    ];
    if (random.next() < 0.4) {
      messages.push(
        { content: 'Can you say more?', role: 'user' },
        { content: paragraphText(random), role: 'assistant' },
      );
    }
    return {
      prompt,
      prompt_id: `${split}-${index.toString(16).padStart(6, '0')}`,
      messages,
      category: random.pick(['Generation', 'Open QA', 'Brainstorm', 'Chat', 'Rewrite', 'Summarize']),
    };
  },
};

/** A review set with numeric columns (rating, votes, price) beside a text and a class label. */
export const numericReviews: StandInDataset = {
  id: 'marginalia-stand-in/product-reviews-numeric',
  description: 'Product reviews with numeric columns (rating, helpful votes, price) and a sentiment label.',
  tags: ['task_categories:text-classification'],
  configs: [{ name: 'default', splits: [{ name: 'train', numRows: 1000 }] }],
  features: {
    text: value('string'),
    label: classLabel(['negative', 'positive']),
    rating: value('int64'),
    helpful_votes: value('int32'),
    price: value('float64'),
  },
  row(index, split, config) {
    const random = createRandom(seed(this.id, config, split, index));
    const label = random.int(0, 1);
    return {
      text: reviewText(random, label === 1 ? 'pos' : 'neg', random.int(1, 3)),
      label,
      rating: label === 1 ? random.int(4, 5) : random.int(1, 3),
      helpful_votes: random.int(0, 250),
      price: Math.round(random.next() * 20000) / 100,
    };
  },
};
