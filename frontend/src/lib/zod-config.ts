import { z } from 'zod'

// zod compiles a fast path for object schemas with `new Function` after probing whether it
// may: under the site's CSP (no 'unsafe-eval') the probe is refused, and the browser
// reports the refusal as a CSP violation on every page with a form (Lighthouse's best
// practices count it). Jitless, zod never probes; the forms' schemas are small.
z.config({ jitless: true })

export { z }
