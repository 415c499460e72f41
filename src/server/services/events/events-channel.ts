/**
 * The one NOTIFY channel every instance of the app listens to. Its own module, free of zod:
 * publishing an event (a staff grant, say) must not build the events' schemas, which would then
 * exist before @hono/zod-openapi extends zod and could not be registered in the API document.
 */
export const EVENTS_CHANNEL = "frosty_events";
