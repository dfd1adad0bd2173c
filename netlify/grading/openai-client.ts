/** The one place the OpenAI SDK is configured: our own timeout and a single retry (the SDK's defaults are 10 min and 2). */
import OpenAI from 'openai';
import type { GradingConfig } from './config';
import { NotConfiguredError } from './errors';

export function createOpenAIClient(config: GradingConfig): OpenAI {
  if (!config.apiKey) throw new NotConfiguredError();
  return new OpenAI({ apiKey: config.apiKey, baseURL: config.baseURL, timeout: config.timeoutMs, maxRetries: 1 });
}
