/**
 * Finds each complete element of one array of a JSON object while the text is still arriving, so an idea can be
 * shown as soon as the model has finished writing it. Each character is looked at once: a quote/escape/depth state
 * machine over the growing text, and JSON.parse only on the slice of a finished element.
 */
export class ArrayElementExtractor {
  private text = '';
  private position = 0;
  private depth = 0;
  private inString = false;
  private escaped = false;
  private stringStart = -1;
  /** The last string at the top level of the object: when an array opens there, it is that array's key. */
  private lastTopLevelString = '';
  private inTargetArray = false;
  private elementStart = -1;

  constructor(private readonly key: string) {}

  /** The whole text so far. */
  get received(): string {
    return this.text;
  }

  /** Adds text; returns the elements of the array that this text completed, parsed, in order. */
  push(chunk: string): unknown[] {
    this.text += chunk;
    const completed: unknown[] = [];
    for (; this.position < this.text.length; this.position++) {
      const char = this.text[this.position];
      if (this.inString) {
        if (this.escaped) this.escaped = false;
        else if (char === '\\') this.escaped = true;
        else if (char === '"') {
          this.inString = false;
          if (this.depth === 1) this.lastTopLevelString = String(parsed(this.text.slice(this.stringStart, this.position + 1)) ?? '');
        }
        continue;
      }
      switch (char) {
        case '"':
          this.inString = true;
          this.stringStart = this.position;
          break;
        case '{':
        case '[':
          if (this.depth === 1 && char === '[' && this.lastTopLevelString === this.key) this.inTargetArray = true;
          else if (this.inTargetArray && this.depth === 2) this.elementStart = this.position;
          this.depth++;
          break;
        case '}':
        case ']':
          this.depth--;
          if (this.inTargetArray && this.depth === 2 && this.elementStart >= 0) {
            // A balanced but invalid element is skipped here; the parse of the whole answer reports it.
            const element = parsed(this.text.slice(this.elementStart, this.position + 1));
            if (element !== undefined) completed.push(element);
            this.elementStart = -1;
          } else if (this.inTargetArray && this.depth === 1) {
            this.inTargetArray = false;
          }
          break;
      }
    }
    return completed;
  }
}

function parsed(json: string): unknown {
  try {
    return JSON.parse(json);
  } catch {
    return undefined;
  }
}
