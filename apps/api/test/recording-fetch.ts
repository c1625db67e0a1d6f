/** A fetch for an adapter under test: records each call and answers every one with `body` as JSON and `status`. */
export function recordingFetch(status: number, body: object) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init as RequestInit });
    return new Response(JSON.stringify(body), { status });
  };
  return { calls, fetch };
}
