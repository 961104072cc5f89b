// The web build resolves `zod` to this module (vite.config.ts), so jitless is set before any schema of the app
// or of the contract is built. Without it zod 4 compiles object schemas with `new Function` and probes for it
// first: under our CSP (script-src 'self', no eval) the probe fails quietly but the browser reports a violation
// on every page that loads a schema. Set here rather than in main.tsx so that zod stays out of the first load.
import { config } from 'zod/v4/core';

config({ jitless: true });

export * from 'zod/v4';
export { default } from 'zod/v4';
