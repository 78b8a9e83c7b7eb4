// A worker thread starts as plain Node: this registers the TypeScript loader the rest of the
// product runs under, then starts the parse thread.
import { register } from 'tsx/esm/api';

register();
await import('./parse-thread.ts');
