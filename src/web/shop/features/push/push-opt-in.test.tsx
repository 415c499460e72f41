import { fireEvent, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PushOptIn } from "./push-opt-in.tsx";

/**
 * jsdom has no service workers, push or notifications: each test gives the page the browser
 * it needs (the permission's answer is the user's, the one thing a test must decide). The
 * subscription itself is exercised against the real server in e2e/push-notifications.spec.ts.
 */
function browserWithPush(permission: NotificationPermission, answer = permission) {
  const requestPermission = vi.fn(async () => answer);
  // Only their presence and Notification's two statics are read: plain objects stand in.
  vi.stubGlobal("Notification", { permission, requestPermission });
  vi.stubGlobal("PushManager", {});
  Object.defineProperty(navigator, "serviceWorker", {
    configurable: true,
    value: { getRegistration: async () => undefined },
  });
  return { requestPermission };
}

afterEach(() => {
  Reflect.deleteProperty(navigator, "serviceWorker");
});

const props = { orderId: "ORD-1763900000000", token: "token-do-pedido" };

describe("PushOptIn", () => {
  it("renders nothing on the server", () => {
    browserWithPush("default");
    expect(renderToString(<PushOptIn {...props} />)).toBe("");
  });

  it("renders nothing where the browser cannot receive push", () => {
    const { container } = render(<PushOptIn {...props} />);
    expect(container.innerHTML).toBe("");
  });

  it("offers the notifications, and says so when the customer blocks them", async () => {
    const { requestPermission } = browserWithPush("default", "denied");
    render(<PushOptIn {...props} />);
    fireEvent.click(await screen.findByRole("button", { name: "Avisar quando o status mudar" }));
    expect((await screen.findByRole("status")).textContent).toMatch(
      /^As notificações estão bloqueadas neste navegador\./,
    );
    expect(requestPermission).toHaveBeenCalledOnce();
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("says notifications are blocked, without a button, when they already were", async () => {
    browserWithPush("denied");
    render(<PushOptIn {...props} />);
    expect((await screen.findByRole("status")).textContent).toMatch(/bloqueadas neste navegador/);
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("offers the button again when the customer closes the question unanswered", async () => {
    browserWithPush("default");
    render(<PushOptIn {...props} />);
    fireEvent.click(await screen.findByRole("button", { name: "Avisar quando o status mudar" }));
    expect(
      await screen.findByRole("button", { name: "Avisar quando o status mudar" }),
    ).toHaveProperty("disabled", false);
  });
});
