import { Play } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { island } from "#web/shop/hydration/island.tsx";

/** The institutional video (fictitious id: the original's video was not given to us). */
const ABOUT_VIDEO_ID = "Fr0styP1c0l";
const VIDEO_TITLE = "Vídeo: a história da Frosty";

/**
 * Click-to-load: nothing is requested from YouTube until the visitor asks for the video,
 * which keeps the page fast and free of third-party cookies.
 */
export default function AboutVideo() {
  const [playing, setPlaying] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);

  // The button the visitor pressed disappears; keep keyboard focus on the player.
  useEffect(() => {
    if (playing) frameRef.current?.focus();
  }, [playing]);

  return (
    <div className="relative aspect-video overflow-hidden rounded-3xl bg-brand-100 shadow-sm">
      {playing ? (
        <iframe
          ref={frameRef}
          src={`https://www.youtube-nocookie.com/embed/${ABOUT_VIDEO_ID}?autoplay=1`}
          title={VIDEO_TITLE}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          className="absolute inset-0 size-full border-0"
        />
      ) : (
        <button
          type="button"
          onClick={() => setPlaying(true)}
          className="group absolute inset-0 size-full cursor-pointer"
        >
          <img
            src="/images/about/video-poster.svg"
            alt=""
            width={640}
            height={360}
            className="absolute inset-0 size-full object-cover"
          />
          <span className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-ink/5 p-4 transition-colors group-hover:bg-ink/10">
            <span className="grid size-16 place-items-center rounded-full bg-brand-600 text-white shadow-lg transition-transform group-hover:scale-105 sm:size-20">
              <Play className="ml-1 size-7 fill-current sm:size-9" aria-hidden />
            </span>
            <span className="rounded-full bg-white px-4 py-1.5 font-semibold text-ink text-sm shadow">
              Assistir ao vídeo sobre a Frosty
            </span>
          </span>
        </button>
      )}
    </div>
  );
}

/** Hydrated on first use: the about page loads no script for it until the visitor reaches it. */
export const AboutVideoIsland = island("about-video", AboutVideo, "interaction");
