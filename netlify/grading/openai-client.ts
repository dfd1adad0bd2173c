/**
 * The one place the model is called, with the cost caps of docs/decisions.md#cost-caps: our timeout, a token cap,
 * the student's abort passed through, and at most one retry, never of a call that timed out.
 */
import OpenAI from 'openai';
import { zodResponseFormat } from 'openai/helpers/zod';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { z } from 'zod';
import { reasoningEffortFor, type GradingConfig } from './config';
import { ModelOutputError, NotConfiguredError } from './errors';

export interface ModelCall {
  client: OpenAI;
  model: string;
  maxCompletionTokens: number;
  signal?: AbortSignal;
}

export function createModelCall(config: GradingConfig, signal?: AbortSignal): ModelCall {
  if (!config.apiKey) throw new NotConfiguredError();
  // The SDK's own retries would also retry a timed-out call: retries are ours (below).
  const client = new OpenAI({ apiKey: config.apiKey, baseURL: config.baseURL, timeout: config.timeoutMs, maxRetries: 0 });
  return { client, model: config.model, maxCompletionTokens: config.maxCompletionTokens, signal };
}

/** Worth one more try: OpenAI failed before writing anything (5xx, dropped connection). Timeouts and aborts are not. */
function retryable(error: unknown): boolean {
  if (error instanceof OpenAI.APIConnectionTimeoutError || error instanceof OpenAI.APIUserAbortError) return false;
  if (error instanceof OpenAI.APIConnectionError) return true;
  return error instanceof OpenAI.APIError && typeof error.status === 'number' && error.status >= 500;
}

/** Asks the model for an answer in `schema`'s shape (strict structured output) and returns it parsed. */
export async function askModel<S extends z.ZodType>(call: ModelCall, messages: ChatCompletionMessageParam[], schema: S, name: string): Promise<z.infer<S>> {
  const effort = reasoningEffortFor(call.model);
  const params = {
    model: call.model,
    messages,
    response_format: zodResponseFormat(schema, name),
    max_completion_tokens: call.maxCompletionTokens,
    ...(effort ? { reasoning_effort: effort } : {}),
  };
  for (let attempt = 0; ; attempt++) {
    try {
      const completion = await call.client.chat.completions.parse(params, { signal: call.signal });
      const message = completion.choices[0]?.message;
      if (!message?.parsed) throw new ModelOutputError(message?.refusal ?? 'no parsed answer');
      return message.parsed as z.infer<S>;
    } catch (error) {
      if (attempt === 0 && retryable(error) && !call.signal?.aborted) continue;
      throw error;
    }
  }
}
