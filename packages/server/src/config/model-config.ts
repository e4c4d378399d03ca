/** An OpenAI-compatible chat-completions service (OpenAI, llama.cpp's server, Ollama, vLLM, …). */
export interface LlmConfig {
  baseUrl: string;
  /** Hosted services need one; local servers usually accept any. */
  apiKey: string | null;
  model: string;
  /** How long one model call may take. */
  timeoutMs: number;
  /** Retries of a call that failed with a 429, a 5xx or a lost connection (the client's backoff). */
  maxRetries: number;
}

/** Environment variables as a plain record. */
type Environment = Record<string, string | undefined>;

/** A model pre-annotation may use (issue 30): an OpenAI-compatible service, its name and its prices. */
export interface ConfiguredModel extends LlmConfig {
  /** What the settings show and the suggestions' `agent`: the model name unless the list names it. */
  name: string;
  /** Price per 1,000 prompt and completion tokens (0 when not configured). */
  pricePer1k: { prompt: number; completion: number };
  /** Send `response_format: json_schema` (else the answer is only parsed and checked). */
  structuredOutput: boolean;
  /** Ask for token log-probabilities (the suggestions' score). */
  logprobs: boolean;
}

/** The models of pre-annotation and how a job calls them. */
export interface ModelSuggestionsConfig {
  /** The first is the default: `MARGINALIA_LLM_*` when set, then `MARGINALIA_LLM_MODELS` in order. */
  models: ConfiguredModel[];
  /** Model calls one job runs at once unless its request says (`MARGINALIA_SUGGESTIONS_CONCURRENCY`, 4). */
  concurrency: number;
  /** The most a request may ask for (`MARGINALIA_SUGGESTIONS_MAX_CONCURRENCY`, 16, at least the default). */
  maxConcurrency: number;
  /** Retries of a call a job makes on a 429 (after its `retry-after`), a 5xx or a lost connection (4). */
  maxRetries: number;
}

/** One entry of `MARGINALIA_LLM_MODELS`. */
interface ModelEntry {
  name?: unknown;
  model?: unknown;
  base_url?: unknown;
  api_key?: unknown;
  api_key_env?: unknown;
  price_per_1k?: { prompt?: unknown; completion?: unknown };
  structured_output?: unknown;
  logprobs?: unknown;
  timeout?: unknown;
}

function price(name: string, raw: unknown): number {
  if (raw === undefined || raw === null || raw === '') return 0;
  const value = typeof raw === 'number' ? raw : Number(raw);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a non-negative number`);
  return value;
}

function flag(raw: unknown, fallback: boolean): boolean {
  if (raw === undefined || raw === null || raw === '') return fallback;
  if (typeof raw === 'boolean') return raw;
  return !/^(0|false|no|off)$/i.test(String(raw).trim());
}

function count(name: string, raw: string | undefined, fallback: number, min: number): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > 64)
    throw new Error(`${name} must be an integer from ${min} to 64, got "${raw}"`);
  return value;
}

/** An entry of the list; errors name its position, never a key. */
function listedModel(
  entry: ModelEntry,
  index: number,
  env: Environment,
  base: LlmConfig | null,
): ConfiguredModel {
  const where = `MARGINALIA_LLM_MODELS[${index}]`;
  const model = typeof entry.model === 'string' && entry.model.trim() ? entry.model.trim() : null;
  const name = typeof entry.name === 'string' && entry.name.trim() ? entry.name.trim() : model;
  if (!model || !name) throw new Error(`${where} needs a "model" (the model name the API takes)`);
  const rawUrl = typeof entry.base_url === 'string' ? entry.base_url.trim() : (base?.baseUrl ?? '');
  if (!/^https?:\/\/[^/]/i.test(rawUrl)) throw new Error(`${where}.base_url must be an http(s) URL`);
  const keyFromEnv = typeof entry.api_key_env === 'string' ? env[entry.api_key_env]?.trim() : undefined;
  const apiKey = (typeof entry.api_key === 'string' ? entry.api_key.trim() : keyFromEnv) || null;
  const timeout = entry.timeout === undefined ? null : Number(entry.timeout);
  if (timeout !== null && (!Number.isInteger(timeout) || timeout <= 0))
    throw new Error(`${where}.timeout must be a positive number of seconds`);
  return {
    name,
    model,
    baseUrl: rawUrl.replace(/\/+$/, ''),
    apiKey,
    timeoutMs: timeout === null ? (base?.timeoutMs ?? 120_000) : timeout * 1000,
    maxRetries: base?.maxRetries ?? 1,
    pricePer1k: {
      prompt: price(`${where}.price_per_1k.prompt`, entry.price_per_1k?.prompt),
      completion: price(`${where}.price_per_1k.completion`, entry.price_per_1k?.completion),
    },
    structuredOutput: flag(entry.structured_output, true),
    logprobs: flag(entry.logprobs, true),
  };
}

function modelList(env: Environment, base: LlmConfig | null): ConfiguredModel[] {
  const raw = env['MARGINALIA_LLM_MODELS']?.trim();
  if (!raw) return [];
  let entries: unknown;
  try {
    entries = JSON.parse(raw);
  } catch {
    throw new Error('MARGINALIA_LLM_MODELS must be a JSON list of models');
  }
  if (!Array.isArray(entries) || entries.some((e) => typeof e !== 'object' || e === null || Array.isArray(e)))
    throw new Error('MARGINALIA_LLM_MODELS must be a JSON list of objects');
  return (entries as ModelEntry[]).map((entry, index) => listedModel(entry, index, env, base));
}

/**
 * The models from the configuration: the extraction's model (`MARGINALIA_LLM_*`, priced by
 * `MARGINALIA_LLM_PRICE_PER_1K_PROMPT|COMPLETION`, `MARGINALIA_LLM_STRUCTURED_OUTPUT`, `MARGINALIA_LLM_LOGPROBS`)
 * first, then `MARGINALIA_LLM_MODELS`, a JSON list of `{name?, model, base_url?, api_key? | api_key_env?,
 * price_per_1k?: {prompt, completion}, structured_output?, logprobs?, timeout?}` (a missing `base_url` is the
 * first model's). Names must differ: a name is the agent of its suggestions.
 */
export function modelSuggestionsConfig(env: Environment, llm: LlmConfig | null): ModelSuggestionsConfig {
  const models: ConfiguredModel[] = [];
  if (llm)
    models.push({
      ...llm,
      name: llm.model,
      pricePer1k: {
        prompt: price('MARGINALIA_LLM_PRICE_PER_1K_PROMPT', env['MARGINALIA_LLM_PRICE_PER_1K_PROMPT']),
        completion: price(
          'MARGINALIA_LLM_PRICE_PER_1K_COMPLETION',
          env['MARGINALIA_LLM_PRICE_PER_1K_COMPLETION'],
        ),
      },
      structuredOutput: flag(env['MARGINALIA_LLM_STRUCTURED_OUTPUT'], true),
      logprobs: flag(env['MARGINALIA_LLM_LOGPROBS'], true),
    });
  for (const model of modelList(env, llm)) {
    if (models.some((m) => m.name === model.name))
      throw new Error(`MARGINALIA_LLM_MODELS names the model "${model.name}" twice`);
    models.push(model);
  }
  const concurrency = count(
    'MARGINALIA_SUGGESTIONS_CONCURRENCY',
    env['MARGINALIA_SUGGESTIONS_CONCURRENCY'],
    4,
    1,
  );
  const maxConcurrency = count(
    'MARGINALIA_SUGGESTIONS_MAX_CONCURRENCY',
    env['MARGINALIA_SUGGESTIONS_MAX_CONCURRENCY'],
    Math.max(16, concurrency),
    1,
  );
  if (maxConcurrency < concurrency)
    throw new Error(
      `MARGINALIA_SUGGESTIONS_MAX_CONCURRENCY (${maxConcurrency}) must be at least MARGINALIA_SUGGESTIONS_CONCURRENCY (${concurrency})`,
    );
  return {
    models,
    concurrency,
    maxConcurrency,
    maxRetries: count('MARGINALIA_SUGGESTIONS_MAX_RETRIES', env['MARGINALIA_SUGGESTIONS_MAX_RETRIES'], 4, 0),
  };
}
