import { useSearchParams } from "react-router";

export interface LiveParams {
  /** A state's two letters, or "" for every state. */
  state: string;
  attentionOnly: boolean;
}

/** The filters live in the address (?uf=PE&atencao=1): a reload or a shared link keeps them. */
export function useLiveParams(): [LiveParams, (next: Partial<LiveParams>) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const uf = searchParams.get("uf") ?? "";
  const params: LiveParams = {
    state: /^[A-Z]{2}$/.test(uf) ? uf : "",
    attentionOnly: searchParams.get("atencao") === "1",
  };
  const setParams = (next: Partial<LiveParams>) => {
    const merged = { ...params, ...next };
    const query = new URLSearchParams();
    if (merged.state) query.set("uf", merged.state);
    if (merged.attentionOnly) query.set("atencao", "1");
    setSearchParams(query, { replace: true });
  };
  return [params, setParams];
}
