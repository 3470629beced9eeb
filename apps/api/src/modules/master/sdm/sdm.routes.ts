import type { App, Deps } from '../../../platform/http.ts';

export async function sdmRoutes(_app: App, _deps: Deps) {}
