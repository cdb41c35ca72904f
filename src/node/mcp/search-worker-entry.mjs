// A worker thread does not inherit tsx's hooks from the thread that started it: register them here,
// then load the TypeScript worker (search-worker.ts). Plain JavaScript, so Node runs it as it is.
import { register } from 'tsx/esm/api';

register();
await import('./search-worker.ts');
