import { secureHeaders } from "hono/secure-headers";

/**
 * Only what the app really loads: its own scripts, styles and images (plus data: URIs for
 * inline SVG), its own API, and the about page's YouTube (no-cookie) video. Inline style attributes stay allowed for UI primitives that
 * position popovers. Nobody may frame the shop. `inlineScripts` is for the API reference page
 * alone (/api/docs), whose library starts itself from an inline script; it shows no user data.
 * Headers a route already set are kept: that page sets its own, while every other answer gets
 * these at no cost of a path test per request.
 */
export function securityHeaders(options: { inlineScripts?: boolean } = {}) {
  return secureHeaders({
    overwrite: false,
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: options.inlineScripts ? ["'self'", "'unsafe-inline'"] : ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "blob:"],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      // The about page's video, loaded only when the customer clicks its poster.
      frameSrc: ["https://www.youtube-nocookie.com"],
      manifestSrc: ["'self'"],
      workerSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    referrerPolicy: "strict-origin-when-cross-origin",
    xFrameOptions: "DENY",
    xContentTypeOptions: "nosniff",
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: "same-origin",
    permissionsPolicy: {
      camera: [],
      microphone: [],
      geolocation: ["self"],
    },
  });
}
