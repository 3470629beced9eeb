import type { App, Deps } from '../../../platform/http.ts';

export async function radiologiRoutes(_app: App, _deps: Deps) {}
