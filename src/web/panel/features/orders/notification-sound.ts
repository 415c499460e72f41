/**
 * The new-order chime, made with the Web Audio API: two short sine notes, no audio file to
 * download. Browsers let a page make sound only once the user has interacted with it, so the
 * chime stays silent until then (the toast and the badge still tell).
 */
let context: AudioContext | null = null;

const NOTES_HZ = [880, 1318.5];
const NOTE_GAP_S = 0.16;
const NOTE_LENGTH_S = 0.45;

function audioContext(): AudioContext | null {
  if (typeof AudioContext === "undefined") return null;
  // Creating one before any interaction only earns a console warning and a muted context.
  if (!context && navigator.userActivation && !navigator.userActivation.hasBeenActive) return null;
  context ??= new AudioContext();
  if (context.state === "suspended") void context.resume().catch(() => {});
  return context;
}

/**
 * Called on the page's first gestures (sound-unlock.tsx): some browsers (Safari) start the audio
 * only from inside a gesture, so the context is made or resumed there, silently.
 */
export function unlockAudio(): void {
  try {
    audioContext();
  } catch {
    // No sound on this device.
  }
}

export function playNewOrderSound(): void {
  try {
    const audio = audioContext();
    if (!audio) return;
    const start = audio.currentTime + 0.02;
    NOTES_HZ.forEach((frequency, index) => {
      const at = start + index * NOTE_GAP_S;
      const oscillator = audio.createOscillator();
      const gain = audio.createGain();
      oscillator.type = "sine";
      oscillator.frequency.value = frequency;
      gain.gain.setValueAtTime(0.0001, at);
      gain.gain.exponentialRampToValueAtTime(0.25, at + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + NOTE_LENGTH_S);
      oscillator.connect(gain).connect(audio.destination);
      oscillator.start(at);
      oscillator.stop(at + NOTE_LENGTH_S + 0.05);
    });
  } catch {
    // No sound on this device: nothing else depends on it.
  }
}
