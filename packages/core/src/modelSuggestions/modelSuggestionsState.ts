import type {
  WireConfiguredModel,
  WireModelSuggestionItem,
  WireModelSuggestionsJob,
} from '../api/wire/modelSuggestions';
import type { Message } from '../messages/Message';
import type { ModelSuggestionsFilter } from './currentFilter';
import type { PromptQuestion, PromptRecord } from './modelPrompt';

/** Which records a run takes: every pending record, or those of the current filter. */
export type ModelSuggestionScope = 'pending' | 'filter';

/** What the admin chose. */
export interface ModelSuggestionsForm {
  model: string | null;
  questions: string[];
  prompt: string;
  scope: ModelSuggestionScope;
  /** Model calls the job makes at once (null: the server's default). */
  concurrency: number | null;
  /** For each chosen table question, its schema file. */
  tableSchemas: Record<string, string>;
}

/** The 5-record try: its answers, nothing written. */
export interface DryRunState {
  status: 'idle' | 'running' | 'done' | 'failed';
  items: WireModelSuggestionItem[];
  error: Message | null;
}

/** The state of the dataset settings' Model suggestions section. */
export interface ModelSuggestionsData {
  loading: boolean;
  /** The server's models; empty when none is configured. */
  models: WireConfiguredModel[];
  /** The server's default model calls at once, and the most a run may ask for. */
  concurrency: number;
  maxConcurrency: number;
  questions: PromptQuestion[];
  fields: string[];
  /** The current filter of the annotation page (null: none known). */
  filter: ModelSuggestionsFilter | null;
  form: ModelSuggestionsForm;
  /** The record the preview fills the prompt from (the first the run would take); null when none. */
  firstRecord: (PromptRecord & { id: string }) | null;
  dryRun: DryRunState;
  /** The job followed: the latest of the dataset, or the one just started. */
  job: WireModelSuggestionsJob | null;
  /** A start, cancel or resume in flight. */
  sending: boolean;
  error: Message | null;
}

/** The section's intents. */
export interface ModelSuggestionsIntents {
  load(): Promise<void>;
  setModel(name: string): void;
  toggleQuestion(name: string): void;
  setPrompt(prompt: string): void;
  setScope(scope: ModelSuggestionScope): Promise<void>;
  setTableSchema(question: string, schema: string): void;
  /** Model calls at once for the run (null: the server's default). */
  setConcurrency(concurrency: number | null): void;
  /** Asks the model about the first 5 records; nothing is written. */
  tryRun(): Promise<void>;
  /** Starts the job over every selected record. */
  run(): Promise<void>;
  cancel(): Promise<void>;
  resume(): Promise<void>;
}

export type ModelSuggestionsState = ModelSuggestionsData & ModelSuggestionsIntents;

/** The template a new form starts with: the first field and the questions' options. */
export function defaultPrompt(fields: readonly string[]): string {
  const field = fields[0] ?? 'text';
  return `Read the record and answer the questions.\n\n{{field.${field}}}`;
}
