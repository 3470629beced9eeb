import type { App, Deps } from '../../../platform/http.ts';

export async function faskesRoutes(_app: App, _deps: Deps) {}
