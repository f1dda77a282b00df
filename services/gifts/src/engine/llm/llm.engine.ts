import type { Logger } from '@presently/platform';
import type { Clarification, Comparison, GiftResponse, GiftSuggestion, RecipientInfo, RefineRequest } from '@presently/proto';
import OpenAI from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { pictureUrl } from '../pictures/pictures';
import type { CatalogEngine } from '../catalog/catalog.engine';
import type { Person, PersonReader } from '../person/person';
import type { GiftEngine, OnSuggestion, SuggestContext } from '../gift-engine';
import { formats, ideaSchema, type AnswerFormat, type Idea, type IdeasAnswer } from './answer-formats';
import { ArrayElementExtractor } from './incremental-json';
import { ideaProblems, leakProblems, leavesRoom, listProblems, MAX_IDEAS, shapeProblems, type IdeaRules } from './post-checks';
import { CARD_SYSTEM, CLARIFY_SYSTEM, COMPARE_SYSTEM, dataMessage, promptFragments, REFINE_SYSTEM, repairMessage, SUGGEST_SYSTEM } from './prompts';

export interface LlmEngineOptions {
  apiKey: string;
  /** Any OpenAI-compatible endpoint; OpenAI's own when absent. */
  baseURL?: string;
  model: string;
  /** The most one operation may spend on the model, repair included, before the catalog answers instead. */
  timeoutMs?: number;
  logger?: Pick<Logger, 'warn'>;
}

/** Why the model's answer was not used; the catalog engine answers instead. */
class LlmFailure extends Error {}

const DEFAULT_TIMEOUT_MS = 30_000;
/** The prompt asks for 40 to 90 words; only a message far off that is sent back. */
const CARD_WORDS = { min: 10, max: 150 };
const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** One request to the model: its instructions, the data block, and what a usable answer must satisfy. */
interface Ask<T> {
  format: AnswerFormat<T>;
  system: string;
  task: string;
  data: unknown;
  check: (answer: T) => string[];
}

/**
 * The gift engine backed by an OpenAI-compatible model (DESIGN §5): structured outputs from the proto schemas, the
 * catalog's reading of the request to check every answer (budget, constraints, repeats, variety), one repair round
 * with the problems sent back, and the catalog engine's answer whenever the model fails, is too slow or is wrong twice.
 */
export class LlmEngine implements GiftEngine {
  readonly name = 'llm';
  private readonly client: OpenAI;
  private readonly reader: PersonReader;
  private readonly timeoutMs: number;
  private readonly fragments = new Map<string, string[]>();

  /** The catalog engine answers whenever the model does not, and lends its reading of people, so both read alike. */
  constructor(
    private readonly options: LlmEngineOptions,
    private readonly fallback: CatalogEngine,
  ) {
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    // One retry covers a passing 429 or 5xx; more would spend the time the catalog needs to answer instead.
    this.client = new OpenAI({ apiKey: options.apiKey, baseURL: options.baseURL, timeout: this.timeoutMs, maxRetries: 1 });
    this.reader = fallback.reader;
    for (const system of [SUGGEST_SYSTEM, REFINE_SYSTEM, COMPARE_SYSTEM, CARD_SYSTEM, CLARIFY_SYSTEM]) this.fragments.set(system, promptFragments(system));
  }

  clarify(info: RecipientInfo): Promise<Clarification> {
    return this.orFallback(
      'clarify',
      (signal) =>
        this.ask(
          {
            format: formats.clarification,
            system: CLARIFY_SYSTEM,
            task: 'Decide whether this gift request needs clarifying questions.',
            data: { recipient: info },
            check: (answer) => (answer.needsClarification === (answer.questions.length > 0) ? [] : ['needsClarification must be true exactly when there are questions']),
          },
          signal,
        ),
      () => this.fallback.clarify(info),
    );
  }

  suggest(info: RecipientInfo, context: SuggestContext, onSuggestion?: OnSuggestion): Promise<GiftResponse> {
    const rules = this.rulesFor(info, context);
    const data = { recipient: info, constraints: this.constraintsOf(rules, info, context) };
    const task = 'Suggest gifts for the recipient in this gift request.';
    if (onSuggestion) {
      return this.streamIdeas({ system: SUGGEST_SYSTEM, task, data }, rules, onSuggestion, (shown, emit) =>
        this.fallback.suggest(info, { ...context, avoidTitles: [...context.avoidTitles, ...shown] }, emit),
      );
    }
    return this.orFallback(
      'suggest',
      (signal) => this.askIdeas(SUGGEST_SYSTEM, task, data, rules, signal),
      () => this.fallback.suggest(info, context),
    );
  }

  refine(request: RefineRequest, context: SuggestContext): Promise<GiftResponse> {
    const extra = request.additionalInfo ?? {};
    // Constraints can arrive with the refinement ("she stopped drinking"), so they are read with the interests.
    const reading: RecipientInfo = {
      ...request.recipientInfo,
      interests: [request.recipientInfo.interests, extra.additionalInterests, request.customInstructions, extra.giftPreferences, extra.recentEvents].filter(Boolean).join('. '),
    };
    const original = request.originalSuggestion.suggestions;
    const rules = this.rulesFor(reading, context);
    if (request.refineType === 'cheaper' && original.length) rules.maxPrice = Math.min(rules.maxPrice, Math.max(Math.max(...original.map((idea) => idea.price)) - 1, 1));
    if (request.refineType === 'different_type') rules.excludedCategories = new Set(original.map((idea) => idea.category));
    const data = {
      recipient: request.recipientInfo,
      originalSuggestions: original.map(({ title, category, price }) => ({ title, category, price })),
      refinement: { type: request.refineType, customInstructions: request.customInstructions ?? null, additionalInfo: request.additionalInfo ?? null },
      constraints: { ...this.constraintsOf(rules, request.recipientInfo, context), excludedCategories: [...(rules.excludedCategories ?? [])] },
    };
    return this.orFallback(
      'refine',
      (signal) => this.askIdeas(REFINE_SYSTEM, 'Refine the gift ideas for the recipient in this gift request.', data, rules, signal),
      () => this.fallback.refine(request, context),
    );
  }

  compare(gifts: GiftSuggestion[], info: RecipientInfo, criteria?: string): Promise<Comparison> {
    const titles = gifts.map((gift) => gift.title);
    return this.orFallback(
      'compare',
      (signal) =>
        this.ask(
          {
            format: formats.comparison,
            system: COMPARE_SYSTEM,
            task: 'Compare the gifts in this gift request.',
            data: {
              recipient: info,
              gifts: gifts.map(({ title, description, category, price, tags }) => ({ title, description, category, price, tags })),
              comparisonCriteria: criteria ?? null,
            },
            check: (answer) => [
              ...(answer.giftComparisons.length === titles.length && answer.giftComparisons.every((entry, index) => entry.giftTitle === titles[index])
                ? []
                : [`giftComparisons must have one entry per gift, in this order and with these exact titles: ${titles.map((title) => JSON.stringify(title)).join(', ')}`]),
              ...(titles.includes(answer.recommendation.recommendedGift) ? [] : ['recommendation.recommendedGift must be exactly one of the given titles']),
            ],
          },
          signal,
        ),
      () => this.fallback.compare(gifts, info, criteria),
    );
  }

  cardMessage(info: RecipientInfo, giftTitle: string): Promise<string> {
    return this.orFallback(
      'card message',
      async (signal) => {
        const answer = await this.ask(
          {
            format: formats.cardMessage,
            system: CARD_SYSTEM,
            task: 'Write the card message for this gift request.',
            data: { recipient: info, giftTitle: giftTitle || null },
            check: ({ cardMessage }) => [
              ...(wordCount(cardMessage) >= CARD_WORDS.min && wordCount(cardMessage) <= CARD_WORDS.max ? [] : [`cardMessage has ${wordCount(cardMessage)} words instead of 40 to 90`]),
              ...(/\[[^[\]]*\]/.test(cardMessage) ? ['cardMessage must not contain placeholders in brackets'] : []),
            ],
          },
          signal,
        );
        return answer.cardMessage.trim();
      },
      () => this.fallback.cardMessage(info, giftTitle),
    );
  }

  /** Runs one operation against the model within the time allowed; on any failure the catalog engine answers. */
  private async orFallback<T>(operation: string, work: (signal: AbortSignal) => Promise<T>, fallback: () => Promise<T>): Promise<T> {
    try {
      return await this.withDeadline(work);
    } catch (error) {
      this.options.logger?.warn({ operation, reason: reasonOf(error) }, 'The gift model failed; the catalog engine answers instead');
      return fallback();
    }
  }

  private async withDeadline<T>(work: (signal: AbortSignal) => Promise<T>): Promise<T> {
    const deadline = new AbortController();
    // A race as well as the signal: the SDK waits out a provider's retry-after before it looks at the signal again.
    let expire: () => void = () => undefined;
    const expired = new Promise<never>((_, reject) => (expire = () => reject(new LlmFailure(`no answer within ${this.timeoutMs} ms`))));
    const timer = setTimeout(() => {
      expire();
      deadline.abort();
    }, this.timeoutMs);
    try {
      return await Promise.race([work(deadline.signal), expired]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** Asks, checks, and asks once more with the problems if the first answer breaks a rule. */
  private async ask<T>(request: Ask<T>, signal: AbortSignal): Promise<T> {
    const messages: ChatCompletionMessageParam[] = [
      { role: 'system', content: request.system },
      { role: 'user', content: dataMessage(request.task, request.data) },
    ];
    let content = await this.complete(messages, request.format, signal);
    for (let attempt = 1; ; attempt++) {
      const { answer, problems } = this.read(content, request.format, request.system);
      const all = answer === undefined ? problems : request.check(answer);
      if (answer !== undefined && all.length === 0) return answer;
      if (attempt === 2) throw new LlmFailure(`the repaired answer still breaks the rules: ${all.join('; ')}`);
      messages.push({ role: 'assistant', content }, { role: 'user', content: repairMessage(all) });
      content = await this.complete(messages, request.format, signal);
    }
  }

  private async askIdeas(system: string, task: string, data: unknown, rules: IdeaRules, signal: AbortSignal): Promise<GiftResponse> {
    const answer = await this.ask({ format: formats.ideas, system, task, data, check: (ideas) => listProblems(ideas.suggestions, rules) }, signal);
    return this.responseOf(answer, answer.suggestions.map((idea) => this.toSuggestion(idea)));
  }

  /**
   * Suggest with each idea shown as soon as the model has written it and it passes the checks. If the finished list
   * is too short or too narrow, one repair round adds to it; if the model fails on the way, the catalog completes it.
   */
  private async streamIdeas(
    request: Pick<Ask<IdeasAnswer>, 'system' | 'task' | 'data'>,
    rules: IdeaRules,
    onSuggestion: OnSuggestion,
    /** The catalog's list for the same request, avoiding these titles too, optionally shown as it goes. */
    catalogSuggest: (avoidTitles: string[], onSuggestion?: OnSuggestion) => Promise<GiftResponse>,
  ): Promise<GiftResponse> {
    const shown: GiftSuggestion[] = [];
    const problems: string[] = [];
    const fragments = this.fragments.get(request.system)!;
    // Once the model has failed or run out of time, nothing more of its answer is shown.
    let open = true;
    const offer = (idea: Idea) => {
      if (!open || shown.length >= MAX_IDEAS) return;
      const suggestion = this.toSuggestion(idea);
      const found = [...ideaProblems(suggestion, rules, shown), ...leakProblems(idea, fragments)];
      if (found.length === 0 && !leavesRoom(suggestion, shown)) found.push(`${JSON.stringify(idea.title)} leaves too few places for ideas of other categories`);
      if (found.length) {
        problems.push(...found);
        return;
      }
      shown.push(suggestion);
      onSuggestion(suggestion);
    };
    let answer: IdeasAnswer | undefined;
    try {
      await this.withDeadline(async (signal) => {
        const messages: ChatCompletionMessageParam[] = [
          { role: 'system', content: request.system },
          { role: 'user', content: dataMessage(request.task, request.data) },
        ];
        const content = await this.stream(messages, signal, (element) => {
          const idea = ideaSchema.safeParse(element);
          if (idea.success) offer(idea.data);
          else problems.push(...idea.error.issues.map((issue) => `suggestions: ${issue.path.join('.')}: ${issue.message}`));
        });
        const first = this.read(content, formats.ideas, request.system);
        answer = first.answer;
        if (answer && shapeProblems(shown).length === 0) return;
        const all = [...new Set([...problems, ...first.problems, ...shapeProblems(shown)])];
        messages.push({ role: 'assistant', content }, { role: 'user', content: repairMessage(all, shown.map((idea) => idea.title)) });
        const repaired = this.read(await this.complete(messages, formats.ideas, signal), formats.ideas, request.system);
        answer = repaired.answer ?? answer;
        repaired.answer?.suggestions.forEach(offer);
      });
    } catch (error) {
      this.options.logger?.warn({ operation: 'suggest (streamed)', reason: reasonOf(error), shown: shown.length }, 'The gift model failed; the catalog engine completes the list');
    }
    open = false;
    if (answer && shapeProblems(shown).length === 0) return this.responseOf(answer, shown);
    if (shown.length === 0) return catalogSuggest([], onSuggestion);
    const catalog = await catalogSuggest(shown.map((idea) => idea.title));
    // Kinds of gift not yet shown first, so the list reaches its categories in the places left.
    const seen = new Set(shown.map((idea) => idea.category));
    const rest = [...catalog.suggestions].sort((a, b) => Number(seen.has(a.category)) - Number(seen.has(b.category)));
    for (const suggestion of rest) {
      if (shown.length >= MAX_IDEAS) break;
      if (shown.some((idea) => idea.title.toLowerCase() === suggestion.title.toLowerCase()) || !leavesRoom(suggestion, shown)) continue;
      shown.push(suggestion);
      onSuggestion(suggestion);
    }
    return answer ? this.responseOf(answer, shown) : { ...catalog, suggestions: shown };
  }

  private async complete(messages: ChatCompletionMessageParam[], format: AnswerFormat<unknown>, signal: AbortSignal): Promise<string> {
    const completion = await this.client.chat.completions.create({ model: this.options.model, messages, response_format: format.responseFormat }, { signal });
    const message = completion.choices[0]?.message;
    if (!message?.content) throw new LlmFailure(message?.refusal ? `the model refused: ${message.refusal}` : 'the model sent no answer');
    return message.content;
  }

  /** Streams an ideas answer, handing over each finished element of "suggestions"; returns the whole text. */
  private async stream(messages: ChatCompletionMessageParam[], signal: AbortSignal, onElement: (element: unknown) => void): Promise<string> {
    const chunks = await this.client.chat.completions.create(
      { model: this.options.model, messages, response_format: formats.ideas.responseFormat, stream: true },
      { signal },
    );
    const extractor = new ArrayElementExtractor('suggestions');
    for await (const chunk of chunks) {
      const delta = chunk.choices[0]?.delta;
      if (delta?.refusal) throw new LlmFailure(`the model refused: ${delta.refusal}`);
      if (delta?.content) extractor.push(delta.content).forEach(onElement);
    }
    return extractor.received;
  }

  /**
   * Parses an answer: text that is not JSON fails the call; JSON off the schema, or repeating the instructions, is
   * a problem to repair, and such an answer is never used.
   */
  private read<T>(content: string, format: AnswerFormat<T>, system: string): { answer?: T; problems: string[] } {
    let json: unknown;
    try {
      json = JSON.parse(content);
    } catch {
      throw new LlmFailure('the answer is not valid JSON');
    }
    const parsed = format.schema.safeParse(json);
    if (!parsed.success) return { problems: parsed.error.issues.map((issue) => `${issue.path.join('.') || 'answer'}: ${issue.message}`) };
    const leaks = leakProblems(parsed.data, this.fragments.get(system)!);
    return leaks.length ? { problems: leaks } : { answer: parsed.data, problems: [] };
  }

  private rulesFor(info: RecipientInfo, context: SuggestContext): IdeaRules {
    const person = this.reader.read(info);
    return { person, lexicon: this.reader.interests, maxPrice: person.budget, avoidTitles: context.avoidTitles };
  }

  /** What the prompt says the ideas must respect, as data beside the recipient. */
  private constraintsOf(rules: IdeaRules, info: RecipientInfo, context: SuggestContext) {
    return {
      maxPrice: Number.isFinite(rules.maxPrice) ? rules.maxPrice : null,
      excluded: [...rules.person.limits],
      // The same reading of the person the catalog engine chooses by, so both engines understand them alike.
      reading: readingOf(rules.person),
      pastGifts: info.pastGifts,
      avoidTitles: context.avoidTitles,
      dislikedCategories: [...new Set(context.dislikedCategories)],
    };
  }

  private toSuggestion({ inspirationSource, ...idea }: Idea): GiftSuggestion {
    // What the idea is about, read the way a person's interests are, pictures it when its own words do not.
    const about = this.reader.interests.find(`${idea.title} , ${idea.tags.join(' , ')} , ${idea.description}`).map((interest) => interest.label);
    return { ...idea, ...(inspirationSource && { inspirationSource }), imageUrl: pictureUrl(this.fallback.pictures.pick({ ...idea, about })) };
  }

  private responseOf(answer: IdeasAnswer, suggestions: GiftSuggestion[]): GiftResponse {
    return { suggestions, summary: answer.summary, insight: answer.insight, cardMessagePrompt: answer.cardMessagePrompt };
  }
}

/** What the person-reading understood, as data for the prompt. */
function readingOf(person: Person) {
  return {
    audience: person.audience === 'neutral' ? 'gender not stated or non-binary: gender-neutral ideas only' : person.audience,
    age: person.age ?? null,
    register: person.register,
    occasion: { kind: person.occasion.kind, label: person.occasion.label, mood: person.occasion.mood },
    interests: person.interests.map((interest) => ({ said: interest.said || interest.label, name: interest.label, kind: interest.kind })),
    wantsFewerThings: person.wantsFewerThings,
  };
}

function reasonOf(error: unknown): string {
  if (error instanceof OpenAI.APIError && error.status) return `HTTP ${error.status}: ${error.message}`;
  return error instanceof Error ? error.message : String(error);
}
