import * as v from 'valibot';

/*
 * What a Web Push message carries (JSON, encrypted aes128gcm by web-push). The service worker
 * (src/sw/push.ts) shows it: `url` opens on click; an action button POSTs
 * `{ token: actiontoken, decision: action }` to `actionurl`.
 */
export const PushActionSchema = v.object({ action: v.string(), title: v.string() });
export type PushAction = v.InferOutput<typeof PushActionSchema>;

export const PushPayloadSchema = v.object({
  title: v.string(),
  body: v.string(),
  /** An app path, e.g. `/trips/710001`. */
  url: v.string(),
  /** Same tag = the newer notification replaces the older one (one per trip and event kind). */
  tag: v.string(),
  actions: v.optional(v.array(PushActionSchema)),
  /** signPushAction's token: proves the decision came from this recipient's notification. */
  actiontoken: v.optional(v.string()),
  /** Where an action button POSTs `{ token, decision }`. */
  actionurl: v.optional(v.string()),
});
export type PushPayload = v.InferOutput<typeof PushPayloadSchema>;

/** The body the service worker POSTs to `actionurl` for an action button. */
export interface PushActionRequest {
  token: string;
  decision: string;
}
