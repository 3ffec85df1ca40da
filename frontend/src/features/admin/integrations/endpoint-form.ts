import { z } from '@/lib/zod-config'

// What the server checks too (web/api/admin/webhooks.py); it alone checks the address
// (https, public) since only it can resolve the host.
export const endpointSchema = z.object({
  url: z
    .string()
    .trim()
    .min(1, "Enter the receiver's URL.")
    .max(2000, 'The URL must be at most 2000 characters.')
    .refine((url) => /^https?:\/\//i.test(url), 'The URL must start with https://.'),
  events: z.array(z.string()).min(1, 'Choose at least one event.'),
  description: z.string().trim().max(500, 'Must be at most 500 characters.'),
})

export type EndpointValues = z.infer<typeof endpointSchema>
