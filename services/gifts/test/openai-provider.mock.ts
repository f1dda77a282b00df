import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setImmediate as nextTurn } from 'node:timers/promises';

/** A chat completion request as the fake received it. */
export interface ChatRequest {
  headers: IncomingHttpHeaders;
  body: {
    model: string;
    messages: { role: string; content: string }[];
    stream?: boolean;
    response_format?: { type: string; json_schema?: { name: string; strict?: boolean; schema: Record<string, unknown> } };
  };
  /** The system message, and the user message that should carry the request data. */
  system: string;
  user: string;
}

/** How the fake answers one request. */
export type Reply = (request: ChatRequest, response: ServerResponse) => Promise<void> | void;

/**
 * A local stand-in for an OpenAI-compatible provider (the edge we cannot reach in tests): a real HTTP server on
 * 127.0.0.1 speaking POST /v1/chat/completions with bearer authentication, answering with chat completions in plain
 * JSON or as `text/event-stream` chunks in OpenAI's format, so the real openai SDK runs against it.
 */
export class FakeOpenAiProvider {
  readonly apiKey = 'sk-test-presently-fake';
  readonly requests: ChatRequest[] = [];
  private readonly replies: Reply[] = [];
  private standing?: Reply;
  private readonly server: Server = createServer((request, response) => {
    let raw = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (raw += chunk));
    request.on('end', () => void this.handle(request.method, request.url, request.headers, raw, response));
  });

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1`;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }

  /** The next requests get these answers, in order; a request beyond them is a test mistake and gets a 500. */
  answerWith(...replies: Reply[]): void {
    this.replies.push(...replies);
  }

  /** Every request beyond the prepared answers gets this one, as a benchmark's thousands of requests need. */
  answerEveryRequestWith(reply: Reply): void {
    this.standing = reply;
  }

  private async handle(method: string | undefined, url: string | undefined, headers: IncomingHttpHeaders, raw: string, response: ServerResponse) {
    if (method !== 'POST' || url !== '/v1/chat/completions') return sendError(response, 404, `Unknown request to ${method} ${url}`, 'invalid_request_error');
    if (headers.authorization !== `Bearer ${this.apiKey}`) return sendError(response, 401, 'Incorrect API key provided.', 'invalid_api_key');
    let body: ChatRequest['body'];
    try {
      body = JSON.parse(raw) as ChatRequest['body'];
    } catch {
      return sendError(response, 400, 'We could not parse the JSON body of your request.', 'invalid_request_error');
    }
    if (typeof body.model !== 'string' || !Array.isArray(body.messages)) return sendError(response, 400, "Missing required parameter: 'model' or 'messages'.", 'invalid_request_error');
    const request: ChatRequest = {
      headers,
      body,
      system: body.messages.find((message) => message.role === 'system')?.content ?? '',
      user: body.messages.find((message) => message.role === 'user')?.content ?? '',
    };
    this.requests.push(request);
    const reply = this.replies.shift() ?? this.standing;
    if (!reply) return sendError(response, 500, 'The fake provider has no answer prepared for this request.', 'server_error');
    await reply(request, response);
  }
}

function sendError(response: ServerResponse, status: number, message: string, type: string, headers: Record<string, string> = {}) {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify({ error: { message, type, param: null, code: type } }));
}

let sequence = 0;
const completionId = () => `chatcmpl-fake${++sequence}`;
const now = () => Math.floor(Date.now() / 1000);

/** Answers with a finished chat completion whose message is this text. */
export function answer(content: string): Reply {
  return (request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify({
        id: completionId(),
        object: 'chat.completion',
        created: now(),
        model: request.body.model,
        choices: [{ index: 0, message: { role: 'assistant', content, refusal: null }, logprobs: null, finish_reason: 'stop' }],
        usage: { prompt_tokens: Math.ceil(JSON.stringify(request.body.messages).length / 4), completion_tokens: Math.ceil(content.length / 4), total_tokens: 0 },
      }),
    );
  };
}

/** Answers with this value as the JSON text of the message. */
export const answerJson = (value: unknown) => answer(JSON.stringify(value));

export function rateLimited(): Reply {
  return (_request, response) => sendError(response, 429, 'Rate limit reached for requests', 'rate_limit_exceeded', { 'retry-after-ms': '20' });
}

export function serverError(): Reply {
  return (_request, response) => sendError(response, 500, 'The server had an error while processing your request.', 'server_error');
}

/** Answers as the reply does after a fixed wait, as a model's time to its first token. */
export function delayed(ms: number, reply: Reply): Reply {
  return async (request, response) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await reply(request, response);
  };
}

/** Never answers: the request stays open until the client gives up or the fake stops. */
export function hang(): Reply {
  return () => undefined;
}

export interface StreamOptions {
  /** Called right after the last piece of content has been written. */
  onLastChunk?: () => void;
  /** The longest the stream waits for a held piece (two seconds unless said). */
  holdMs?: number;
  /** Cut the connection after the pieces instead of finishing the stream, as a provider failing midway would. */
  dropAfter?: boolean;
}

/**
 * Streams the text as chat.completion.chunk events, one per piece. A piece may instead be a promise: the stream
 * waits for it (for at most `holdMs`) before sending the rest, so a test can hold the provider back.
 */
export function streamed(pieces: (string | Promise<unknown>)[], options: StreamOptions = {}): Reply {
  return async (request, response) => {
    const id = completionId();
    const created = now();
    const event = (delta: Record<string, unknown>, finish: string | null = null) =>
      `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model: request.body.model, choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }] })}\n\n`;
    response.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache', connection: 'keep-alive' });
    response.write(event({ role: 'assistant', content: '', refusal: null }));
    const lastText = pieces.findLastIndex((piece) => typeof piece === 'string');
    for (const [index, piece] of pieces.entries()) {
      if (typeof piece === 'string') {
        response.write(event({ content: piece }));
        if (index === lastText) options.onLastChunk?.();
      } else {
        await Promise.race([piece, new Promise((resolve) => setTimeout(resolve, options.holdMs ?? 2000))]);
      }
      await nextTurn();
    }
    if (options.dropAfter) {
      response.socket?.destroy();
      return;
    }
    response.write(event({}, 'stop'));
    response.end('data: [DONE]\n\n');
  };
}

/** Cuts a text into pieces of about this many characters, as a model's tokens arrive. */
export function pieces(text: string, size = 12): string[] {
  const result: string[] = [];
  for (let start = 0; start < text.length; start += size) result.push(text.slice(start, start + size));
  return result;
}
