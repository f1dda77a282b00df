import { config } from 'zod';

// zod probes for eval (new Function) to speed up parsing when a schema is built; the page's Content-Security-Policy
// forbids eval, and the refused probe shows as a policy violation in every visitor's console. Loaded by
// withSchemas (./schemas.ts) before any module builds a schema.
config({ jitless: true });
