import type { App, Deps } from '../../../platform/http.ts';

export async function laborRoutes(_app: App, _deps: Deps) {}
