import type { App, Deps } from '../../../platform/http.ts';

export async function poliRoutes(_app: App, _deps: Deps) {}
