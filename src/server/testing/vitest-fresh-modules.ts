import { vi } from "vitest";

// Each test file evaluates the app's own modules afresh (their caches, counters and limits are
// its own), while the worker process, and the packages Node has already loaded, carry over.
vi.resetModules();
