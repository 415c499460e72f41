import { act, renderHook, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { TrackedOrder } from "#shared/orders.ts";
import { api } from "#web/lib/api-client.ts";
import { orderNews, useOrder } from "./api.ts";

vi.mock("#web/lib/api-client.ts", async (original) => ({
  ...(await original<typeof import("#web/lib/api-client.ts")>()),
  api: vi.fn(),
}));

const read = vi.mocked(api);
let status = "pending";
beforeEach(() => {
  status = "pending";
  read.mockReset();
  read.mockImplementation(async () => ({ id: "ORD-1", status }) as unknown as TrackedOrder);
});

const access = { id: "ORD-1", accessToken: "tok", ownerProof: "proof" };

describe("useOrder", () => {
  it("reads the order with its token and proof, and again only when its stream says it moved", async () => {
    const { result } = renderHook(() => useOrder(access));
    await waitFor(() => expect(result.current.data?.status).toBe("pending"));
    expect(read).toHaveBeenCalledOnce();
    expect(read).toHaveBeenCalledWith("get", "/api/orders/{id}", {
      path: { id: "ORD-1" },
      headers: { "x-order-token": "tok", "x-order-owner": "proof" },
    });

    // The stream's first event is the status the page already shows: nothing to read.
    act(() => orderNews("ORD-1", "pending"));
    expect(read).toHaveBeenCalledOnce();
    // Another order's news is not this one's.
    act(() => orderNews("ORD-2", "preparing"));
    expect(read).toHaveBeenCalledOnce();

    status = "preparing";
    act(() => orderNews("ORD-1", "preparing"));
    await waitFor(() => expect(result.current.data?.status).toBe("preparing"));
    expect(read).toHaveBeenCalledTimes(2);

    // A stream opened again after a refusal: read it in any case.
    act(() => orderNews("ORD-1"));
    await waitFor(() => expect(read).toHaveBeenCalledTimes(3));
  });

  it("keeps the error of a failed read, and a read again clears it", async () => {
    read.mockRejectedValueOnce(new Error("fora do ar"));
    const { result } = renderHook(() => useOrder(access));
    await waitFor(() => expect(result.current.error?.message).toBe("fora do ar"));
    expect(result.current.data).toBeUndefined();
    await act(() => result.current.refetch());
    expect(result.current.error).toBeUndefined();
    expect(result.current.data?.status).toBe("pending");
  });

  it("reads nothing without an order to read", () => {
    const { result } = renderHook(() => useOrder(undefined));
    expect(read).not.toHaveBeenCalled();
    expect(result.current).toMatchObject({ data: undefined, error: undefined });
  });
});
