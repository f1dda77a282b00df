import { z } from 'zod';
import { shopCountries, shopKinds, type Shop } from './shops';

/** How a deployment's shop list is checked (PRESENTLY_SHOPS), and what GET /api/gifts/shops answers. */
export const shopSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().min(1).max(40),
  /** An https address where `{query}` stands for the idea, URL-encoded. */
  url: z.url({ protocol: /^https$/ }).refine((url) => url.includes('{query}'), 'must hold {query}'),
  /** The kinds of idea this shop is offered for, its speciality first: a shop comes before those listing the kind later. */
  kinds: z.array(z.enum(shopKinds)).min(1),
}) satisfies z.ZodType<Shop>;

/** What GET /api/gifts/shops answers: the deployment's shops, affiliate tags already in their addresses. */
export const shopListSchema = z.object({ country: z.enum(shopCountries), shops: z.array(shopSchema) });
export type ShopList = z.infer<typeof shopListSchema>;

