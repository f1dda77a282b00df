// The gifts service's test helpers, for the benchmarks (`@presently/gifts/testing`): a fake OpenAI-compatible
// provider and the gift requests and model answers it is driven with.
export * from './gift-idea.factory';
export * from './openai-provider.mock';
