import type { App, Deps } from '../../../platform/http.ts';

/** Inpatient routes of this area (docs/ranap.md); registered by ranap.routes.ts. */
export async function pulangRoutes(_app: App, _deps: Deps): Promise<void> {}
