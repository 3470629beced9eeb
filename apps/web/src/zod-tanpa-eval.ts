import { z } from 'zod';

// zod compiles object parsers with `new Function` unless told not to, and probing for it is
// reported as a Content-Security-Policy violation (script-src has no 'unsafe-eval'). Imported
// first in main.tsx, before any schema of @rawat/domain is built: the choice is read per schema.
z.config({ jitless: true });
