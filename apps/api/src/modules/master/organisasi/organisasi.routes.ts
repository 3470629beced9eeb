import type { App, Deps } from '../../../platform/http.ts';

export async function organisasiRoutes(_app: App, _deps: Deps) {}
