import type { App, Deps } from '../../../platform/http.ts';

export async function tindakanRoutes(_app: App, _deps: Deps) {}
