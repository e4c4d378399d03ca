import { z } from 'zod';

// Zod probes for `new Function` (to compile fast object parsers) when its first object schema is made; under a
// policy without 'unsafe-eval', such as the web app's, Chromium reports that probe as a blocked eval on every
// page. The wire's schemas are small, so zod's interpreted parsing is enough. Every wire schema imports zod from
// here, so the setting comes before the first schema.
z.config({ jitless: true });

export { z };
