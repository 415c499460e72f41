/**
 * A ResizeObserver that observes nothing, for vi.stubGlobal("ResizeObserver", …): jsdom has
 * none, and Radix's switch measures itself with one inside a form.
 */
export class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
