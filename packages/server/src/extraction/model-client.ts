import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError, RateLimitError } from 'openai';
import type { LlmConfig } from '../config/server-config';
import {
  BadGatewayError,
  GatewayTimeoutError,
  ServiceUnavailableError,
  TooManyRequestsError,
} from '../errors/api-errors';
import type { ChatMessage } from './extraction-prompt';
import type { JsonSchema } from './table-json-schema';

/** The 503 of a server without a model, saying how to configure one. */
export const MODEL_NOT_CONFIGURED =
  'No language model is configured for extraction. Set MARGINALIA_LLM_MODEL (the model name) and ' +
  'MARGINALIA_LLM_BASE_URL (an OpenAI-compatible API, e.g. https://api.openai.com/v1, a llama.cpp server at ' +
  'http://localhost:8080/v1 or Ollama at http://localhost:11434/v1), plus MARGINALIA_LLM_API_KEY when the ' +
  'service needs one, and restart the server.';

/** One token of an answer with its log-probability (`logprobs.content` of the API). */
export interface TokenLogprob {
  token: string;
  logprob: number;
}

/** A model's answer: its text, the tokens it cost and, when asked for and given, its tokens' log-probabilities. */
export interface Completion {
  content: string;
  usage: { prompt: number; completion: number };
  logprobs: TokenLogprob[] | null;
}

/** How one call asks: a JSON schema for `response_format` (none: free text), log-probabilities, an abort signal. */
export interface CompletionOptions {
  schema?: { name: string; schema: JsonSchema } | null;
  logprobs?: boolean;
  signal?: AbortSignal;
}

/** Asks a chat model for JSON that follows a schema; answers the message content. */
export interface ModelClient {
  completeJson(
    messages: readonly ChatMessage[],
    schema: { name: string; schema: JsonSchema },
  ): Promise<string>;
  /** One chat completion with its usage and log-probabilities. */
  complete(messages: readonly ChatMessage[], options?: CompletionOptions): Promise<Completion>;
}

/** Seconds from a `Retry-After` header (seconds or an HTTP date), or null. */
function retryAfterSeconds(headers: Headers | undefined): number | null {
  const raw = headers?.get('retry-after');
  if (!raw) return null;
  const seconds = Number(raw);
  if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds));
  const date = Date.parse(raw);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

/** A text with the service's key blanked out: a service may quote the key it was sent in an error. */
function withoutKey(text: string, config: LlmConfig): string {
  return config.apiKey ? text.split(config.apiKey).join('***') : text;
}

/** The API error a failed model call becomes: 429 passed on, 504 on a timeout, 502 otherwise. */
function modelCallError(error: unknown, config: LlmConfig): Error {
  const failure = modelCallFailure(error, config);
  failure.message = withoutKey(failure.message, config);
  return failure;
}

function modelCallFailure(error: unknown, config: LlmConfig): Error {
  if (error instanceof RateLimitError)
    return new TooManyRequestsError(
      'The model service is rate limited (429). Please wait a few seconds before trying again.',
      retryAfterSeconds(error.headers),
    );
  if (error instanceof APIConnectionTimeoutError)
    return new GatewayTimeoutError(
      `The model did not answer within ${config.timeoutMs / 1000} seconds (MARGINALIA_LLM_TIMEOUT).`,
    );
  if (error instanceof APIConnectionError)
    return new BadGatewayError(`Cannot reach the model service at ${config.baseUrl}: ${error.message}`);
  if (error instanceof APIError)
    return new BadGatewayError(`The model service answered ${error.status ?? 'an error'}: ${error.message}`);
  return error instanceof Error ? error : new Error(String(error));
}

/**
 * A client of an OpenAI-compatible chat-completions API (OpenAI, llama.cpp's server, Ollama, vLLM, …) through
 * the official `openai` package, which brings retries with backoff (429, 5xx, lost connections) and timeouts.
 * Answers are requested as structured output (`response_format: json_schema`, strict); servers that ignore it
 * still get the schema in the prompt, and every answer is checked anyway.
 */
export function createModelClient(
  config: LlmConfig | null,
  model?: string,
  overrides: { maxRetries?: number } = {},
): ModelClient {
  if (config === null) {
    const notConfigured = () => Promise.reject(new ServiceUnavailableError(MODEL_NOT_CONFIGURED));
    return { completeJson: notConfigured, complete: notConfigured };
  }
  const client = new OpenAI({
    baseURL: config.baseUrl,
    // Local servers need no key; a placeholder keeps the client from reading OPENAI_API_KEY.
    apiKey: config.apiKey ?? 'not-needed',
    timeout: config.timeoutMs,
    maxRetries: overrides.maxRetries ?? config.maxRetries,
  });
  const complete = async (
    messages: readonly ChatMessage[],
    options: CompletionOptions = {},
  ): Promise<Completion> => {
    const { schema, logprobs = false, signal } = options;
    try {
      const completion = await client.chat.completions.create(
        {
          model: model ?? config.model,
          messages: messages.map((m) => ({ role: m.role, content: m.content })),
          temperature: 0,
          ...(schema
            ? {
                response_format: {
                  type: 'json_schema' as const,
                  json_schema: { name: schema.name, schema: schema.schema, strict: true },
                },
              }
            : {}),
          ...(logprobs ? { logprobs: true } : {}),
        },
        signal ? { signal } : {},
      );
      const choice = completion.choices[0];
      const tokens = choice?.logprobs?.content;
      return {
        content: choice?.message?.content ?? '',
        usage: {
          prompt: completion.usage?.prompt_tokens ?? 0,
          completion: completion.usage?.completion_tokens ?? 0,
        },
        logprobs: tokens ? tokens.map((t) => ({ token: t.token, logprob: t.logprob })) : null,
      };
    } catch (error) {
      throw modelCallError(error, config);
    }
  };
  return {
    complete,
    async completeJson(messages, schema) {
      return (await complete(messages, { schema })).content;
    },
  };
}
