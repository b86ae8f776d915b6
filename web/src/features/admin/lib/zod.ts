import { z } from 'zod';

// The site's Content-Security-Policy refuses eval: Zod would otherwise try
// `new Function` to compile object parsers, and the browser reports every
// refusal. The interpreted parsers are fast enough for a form.
z.config({ jitless: true });

export { z };
